import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

/** A row of three tabs (the middle one disabled when asked), keeping the open one itself. */
function Folders({ first = 'inbox', middleDisabled = false, keepDrafts = false }) {
  const [open, setOpen] = useState(first);
  return (
    <>
      <button type="button">Before</button>
      <Tabs value={open} onValueChange={setOpen}>
        <TabsList aria-label="Folders">
          <TabsTrigger value="inbox">Inbox</TabsTrigger>
          <TabsTrigger value="drafts" disabled={middleDisabled}>
            Drafts
          </TabsTrigger>
          <TabsTrigger value="sent">Sent</TabsTrigger>
        </TabsList>
        <TabsContent value="inbox">Inbox mail</TabsContent>
        <TabsContent value="drafts" forceMount={keepDrafts}>
          Draft mail
        </TabsContent>
        <TabsContent value="sent">Sent mail</TabsContent>
      </Tabs>
      <button type="button">After</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names each panel by its tab and shows only the open one', () => {
    render(<Folders />);
    expect(screen.getByRole('tablist', { name: 'Folders' })).toBeInTheDocument();
    expect(tab('Inbox')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Sent')).toHaveAttribute('aria-selected', 'false');

    const panel = screen.getByRole('tabpanel', { name: 'Inbox' });
    expect(panel).toHaveTextContent('Inbox mail');
    expect(tab('Inbox')).toHaveAttribute('aria-controls', panel.id);
    // The closed panels are hidden and empty, so nothing of theirs is rendered or reachable.
    expect(screen.queryByText('Sent mail')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('opens a tab on click', async () => {
    const user = userEvent.setup();
    render(<Folders />);
    await user.click(tab('Sent'));
    expect(tab('Sent')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Sent')).toHaveAttribute('data-state', 'active');
    expect(tab('Inbox')).toHaveAttribute('data-state', 'inactive');
    expect(screen.getByRole('tabpanel', { name: 'Sent' })).toHaveTextContent('Sent mail');
  });

  it('keeps one tab in the tab order and moves along the row with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Folders />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Inbox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Inbox' })).toHaveFocus();

    await user.click(tab('Inbox'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Drafts')).toHaveFocus();
    expect(tab('Drafts')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Inbox')).toHaveFocus(); // round from the last to the first
    await user.keyboard('{ArrowLeft}');
    expect(tab('Sent')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Inbox')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Sent')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Sent' })).toHaveTextContent('Sent mail');
  });

  it('passes over a disabled tab, which does not open', async () => {
    const user = userEvent.setup();
    render(<Folders middleDisabled />);
    await user.click(tab('Inbox'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Sent')).toHaveFocus();
    await user.click(tab('Drafts'));
    expect(tab('Drafts')).toHaveAttribute('aria-selected', 'false');
  });

  it('with none open, the first tab reached opens', async () => {
    const user = userEvent.setup();
    render(<Folders first="" />);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Inbox')).toHaveFocus();
    expect(tab('Inbox')).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Inbox' })).toHaveFocus();
  });

  it('keeps a panel mounted when asked, for its caller to hide', async () => {
    const user = userEvent.setup();
    render(<Folders keepDrafts />);
    expect(screen.getByText('Draft mail')).toBeInTheDocument();
    await user.click(tab('Drafts'));
    await user.click(tab('Sent'));
    expect(screen.getByText('Draft mail')).toBeInTheDocument();
  });
});
