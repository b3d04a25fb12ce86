import { useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';

/** The dots under a step carousel: one button per step, the current one drawn wide. */
export function StepDots({
  steps,
  index,
  onSelect,
}: {
  steps: readonly { title: string }[];
  index: number;
  onSelect: (index: number) => void;
}) {
  const t = useT();
  return (
    <div className="flex items-center">
      {steps.map((dot, dotIndex) => (
        <button
          key={dot.title}
          type="button"
          onClick={() => onSelect(dotIndex)}
          aria-label={t('common.stepDots.goTo', { step: dotIndex + 1, title: dot.title })}
          aria-current={dotIndex === index ? 'step' : undefined}
          className="flex size-8 items-center justify-center rounded-full"
        >
          <span
            aria-hidden="true"
            className={cn(
              'block h-2.5 rounded-full transition-all',
              dotIndex === index ? 'w-6 bg-primary' : 'w-2.5 bg-input',
            )}
          />
        </button>
      ))}
    </div>
  );
}
