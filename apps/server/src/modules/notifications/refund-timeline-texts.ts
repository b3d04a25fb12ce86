import { REFUND_BUSINESS_DAYS, type Language, type PaymentMethodKind } from '@salahkar/domain';

// How long a refund takes to show, said by how the person paid (domain refund-timelines.ts holds
// the days), for the refund mails in both languages.

const days = (kind: keyof typeof REFUND_BUSINESS_DAYS) =>
  `${REFUND_BUSINESS_DAYS[kind].min}–${REFUND_BUSINESS_DAYS[kind].max}`;

const TIMELINES: Record<Language, Record<PaymentMethodKind | 'unknown', string>> = {
  en: {
    upi: `You paid by UPI: the refund usually reaches your account within ${days('upi')} business days.`,
    wallet: `You paid from a wallet: the refund usually reaches it within ${days('wallet')} business days.`,
    netbanking: `You paid by net banking: the refund usually reaches your account within ${days('netbanking')} business days.`,
    credit_card: `You paid by credit card: the refund usually reaches your card within ${days('credit_card')} business days.`,
    debit_card: `You paid by debit card: the refund usually reaches your account within ${days('debit_card')} business days.`,
    card: `You paid by card: the refund usually reaches a credit card within ${days('credit_card')} business days and a debit card within ${days('debit_card')}.`,
    unknown: `The refund goes back the way you paid and usually arrives within ${days('general')} business days (UPI and wallets ${days('upi')}, net banking ${days('netbanking')}, debit cards ${days('debit_card')}).`,
  },
  hi: {
    upi: `आपने UPI से भुगतान किया था: रिफ़ंड आम तौर पर ${days('upi')} कार्यदिवसों में आपके खाते में पहुँच जाता है।`,
    wallet: `आपने वॉलेट से भुगतान किया था: रिफ़ंड आम तौर पर ${days('wallet')} कार्यदिवसों में उसमें पहुँच जाता है।`,
    netbanking: `आपने नेट बैंकिंग से भुगतान किया था: रिफ़ंड आम तौर पर ${days('netbanking')} कार्यदिवसों में आपके खाते में पहुँच जाता है।`,
    credit_card: `आपने क्रेडिट कार्ड से भुगतान किया था: रिफ़ंड आम तौर पर ${days('credit_card')} कार्यदिवसों में आपके कार्ड में पहुँच जाता है।`,
    debit_card: `आपने डेबिट कार्ड से भुगतान किया था: रिफ़ंड आम तौर पर ${days('debit_card')} कार्यदिवसों में आपके खाते में पहुँच जाता है।`,
    card: `आपने कार्ड से भुगतान किया था: रिफ़ंड आम तौर पर क्रेडिट कार्ड में ${days('credit_card')} और डेबिट कार्ड में ${days('debit_card')} कार्यदिवसों में पहुँचता है।`,
    unknown: `रिफ़ंड उसी तरीके में वापस जाता है जिससे आपने भुगतान किया था और आम तौर पर ${days('general')} कार्यदिवसों में पहुँचता है (UPI और वॉलेट ${days('upi')}, नेट बैंकिंग ${days('netbanking')}, डेबिट कार्ड ${days('debit_card')})।`,
  },
};

/** 'You paid by UPI: the refund usually reaches your account within 1–3 business days.' */
export function refundTimelineText(language: Language, method: PaymentMethodKind | null): string {
  return TIMELINES[language][method ?? 'unknown'];
}
