import type { Language } from '@salahkar/domain';
import type { Script } from '../script.ts';
import { uiName } from './web-catalogs.ts';

/**
 * The few sentences of ours that frame the product's facts, in the asker's script. Buttons are
 * named as the reader's screen names them (`pageLanguage`), taken from the web's catalogs.
 */
export function factSentences(script: Script, pageLanguage: Language) {
  const button = (name: Parameters<typeof uiName>[0]) => `"${uiName(name, pageLanguage)}"`;
  const receipts = button('receipts');
  const joinCall = button('joinCall');
  const texts = {
    en: {
      refundTimes: 'How long a refund takes to reach you',
      receipts: `Each consultation's page has a ${receipts} section with a receipt for every payment and refund.`,
      receiptBusiness: (name: string) =>
        `The receipt names the business you paid, ${name}, with its registered details.`,
      identity: (name: string, address: string) => `Salahkar is run by ${name}, ${address}.`,
      gstin: (gstin: string) => `Its GSTIN is ${gstin}.`,
      noGstin:
        'Its tax registration details are the ones printed on your receipt; I will not quote a GSTIN from memory.',
      support: (email: string) => `You can write to support at ${email} or use the contact page.`,
      video: `Your professional can start a video call from your case; you answer it with ${joinCall}.`,
      languages: (count: number) =>
        `The site comes in ${count} languages, English and हिंदी (switch it from the language menu), and I understand English, Hindi and Hinglish. Say in your request which language you would like the professional to use.`,
      deletion: (email: string) =>
        `To close your account and have your data erased, write to ${email} from your account's email address.`,
      feesBySpecialization:
        'Each specialization has its own range for normal requests; the form shows it when you choose one. Posting a request and getting offers is free.',
    },
    hi: {
      refundTimes: 'रिफ़ंड आपके पास कितने समय में पहुंचता है',
      receipts: `हर परामर्श के पेज पर ${receipts} हिस्से में हर भुगतान और रिफ़ंड की रसीद होती है।`,
      receiptBusiness: (name: string) =>
        `रसीद पर उस व्यवसाय का नाम होता है जिसे आपने भुगतान किया, ${name}, उसकी पंजीकृत जानकारी के साथ।`,
      identity: (name: string, address: string) => `सलाहकार को ${name}, ${address} चलाती है।`,
      gstin: (gstin: string) => `इसका GSTIN ${gstin} है।`,
      noGstin: 'इसकी टैक्स पंजीकरण जानकारी आपकी रसीद पर छपी होती है; मैं अपनी ओर से कोई GSTIN नहीं बताऊंगा।',
      support: (email: string) => `आप सपोर्ट को ${email} पर लिख सकते हैं या संपर्क पेज इस्तेमाल कर सकते हैं।`,
      video: `आपके प्रोफ़ेशनल आपके केस से वीडियो कॉल शुरू कर सकते हैं; आप ${joinCall} से जुड़ते हैं।`,
      languages: (count: number) =>
        `साइट ${count} भाषाओं में है, English और हिंदी (भाषा मेन्यू से बदलें), और मैं हिंदी, अंग्रेज़ी और हिंग्लिश समझता हूं। अनुरोध में लिख दें कि प्रोफ़ेशनल आपसे किस भाषा में बात करें।`,
      deletion: (email: string) =>
        `अपना खाता बंद करवाने और डेटा मिटवाने के लिए अपने खाते के ईमेल से ${email} पर लिखें।`,
      feesBySpecialization:
        'सामान्य अनुरोधों के लिए हर विशेषज्ञता की अपनी रेंज होती है; विशेषज्ञता चुनने पर फ़ॉर्म उसे दिखाता है। अनुरोध पोस्ट करना और ऑफ़र पाना मुफ़्त है।',
    },
    hl: {
      refundTimes: 'Refund aap tak kitne din mein pahunchta hai',
      receipts: `Har consultation ke page par ${receipts} section mein har payment aur refund ki receipt hoti hai.`,
      receiptBusiness: (name: string) =>
        `Receipt par us business ka naam hota hai jise aapne pay kiya, ${name}, registered details ke saath.`,
      identity: (name: string, address: string) => `Salahkar ko ${name}, ${address} chalati hai.`,
      gstin: (gstin: string) => `Iska GSTIN ${gstin} hai.`,
      noGstin:
        'Iski tax registration details aapki receipt par chhapi hoti hain; main apni taraf se koi GSTIN nahi bataunga.',
      support: (email: string) =>
        `Aap support ko ${email} par likh sakte hain ya contact page use kar sakte hain.`,
      video: `Aapke professional aapke case se video call shuru kar sakte hain; aap ${joinCall} se judte hain.`,
      languages: (count: number) =>
        `Site ${count} bhashaon mein hai, English aur हिंदी (language menu se badaliye), aur main English, Hindi aur Hinglish samajhta hoon. Request mein likh dijiye ki professional aapse kis bhasha mein baat karein.`,
      deletion: (email: string) =>
        `Account band karwane aur data mitwane ke liye apne account ke email se ${email} par likhiye.`,
      feesBySpecialization:
        'Normal requests ke liye har specialization ki apni range hoti hai; specialization chunne par form use dikhata hai. Request post karna aur offers paana free hai.',
    },
  } satisfies Record<Script, unknown>;
  return texts[script];
}
