import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@salahkar/domain';
import { SPECIALIZATIONS } from '../../../db/seed/catalog-data.ts';
import { trainCategoryClassifier } from './category-classifier.ts';
import { evaluateClassifier } from './evaluation.ts';
import { FIELD_CONFIDENCE_THRESHOLD } from '../conversation.ts';
import { LANGUAGES, loadProductQuestions, loadRequests, splitRequests } from './training-data.ts';

const requests = loadRequests();
const { training, heldOut } = splitRequests(requests);
const classifier = trainCategoryClassifier(training);

describe('the request data set', () => {
  it('has at least two hundred requests per field, in all three languages', () => {
    for (const category of CATEGORIES) {
      const own = requests.filter((request) => request.category === category);
      expect(own.length, category).toBeGreaterThanOrEqual(200);
      for (const language of LANGUAGES) {
        expect(own.filter((request) => request.language === language).length).toBeGreaterThan(20);
      }
    }
  });

  it('labels every request with a specialization the catalog seeds', () => {
    for (const request of requests) {
      const names = SPECIALIZATIONS[request.category].map((item) => item.name);
      expect(names, request.text).toContain(request.subcategory);
    }
  });

  it('holds no request twice, so the held-out split is honest', () => {
    const texts = [...requests, ...loadProductQuestions()].map((line) => line.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('the field classifier', () => {
  it('gets at least 90% of the held-out requests right', () => {
    const evaluation = evaluateClassifier(classifier, heldOut, FIELD_CONFIDENCE_THRESHOLD);
    expect(heldOut.length).toBeGreaterThan(150);
    expect(evaluation.fieldAccuracy).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ['propperty dispute with my brother over the ancestral hous', 'Lawyer'],
    ['zameen ka jhagda chacha ke sath', 'Lawyer'],
    ['income tax retrun filling', 'CA'],
    ['GST retun nahi bhara 6 mahine se', 'CA'],
    ['bacche ko bukhaar hai aur khansi', 'Doctor'],
    ['मकान की दीवार में दरार आ गई है', 'Engineer'],
    ['mera resumee check karo', 'Career_Consultant'],
  ])('reads %j as %s despite slips and romanised Hindi', (text, category) => {
    expect(classifier.classify(text)?.category).toBe(category);
  });

  it('does at least as well in Hindi and Hinglish as in English', () => {
    const { byLanguage } = evaluateClassifier(classifier, heldOut, FIELD_CONFIDENCE_THRESHOLD);
    expect(byLanguage.hi.total).toBeGreaterThan(80);
    expect(byLanguage.hi.fieldAccuracy).toBeGreaterThanOrEqual(byLanguage.en.fieldAccuracy);
    expect(byLanguage.hl.fieldAccuracy).toBeGreaterThanOrEqual(byLanguage.en.fieldAccuracy);
  });

  // Requests written for this test, in no data file: a small Hindi and Hinglish evaluation.
  it.each([
    ['पिछले तीन साल का इनकम टैक्स रिटर्न नहीं भरा है', 'CA'],
    ['जीएसटी पोर्टल पर रिटर्न फाइल करते समय गलती आ रही है', 'CA'],
    ['भाई ने पिताजी की ज़मीन अपने नाम करवा ली', 'Lawyer'],
    ['पत्नी ने घरेलू हिंसा का झूठा केस किया है', 'Lawyer'],
    ['बेटी को दो दिन से तेज़ बुखार और उल्टी है', 'Doctor'],
    ['ब्लड टेस्ट में हीमोग्लोबिन 9 आया है', 'Doctor'],
    ['नए मकान की दीवारों में दरारें आ गई हैं', 'Engineer'],
    ['फैक्ट्री की मशीन का डिज़ाइन जांचना है', 'Engineer'],
    ['बीटेक के बाद नौकरी नहीं मिल रही, क्या करूं', 'Career_Consultant'],
    ['कल इंटरव्यू है, तैयारी में मदद चाहिए', 'Career_Consultant'],
    ['mujhe ITR bharna hai, form 16 aa gaya', 'CA'],
    ['shaadi ke baad pati maar peet karta hai, talaq chahiye', 'Lawyer'],
    ['pet me bahut dard hai do din se', 'Doctor'],
    ['ghar ka naksha check karwana hai', 'Engineer'],
    ['12th ke baad kaunsa course karu', 'Career_Consultant'],
  ])('reads the unseen request %j as %s', (text, category) => {
    const reading = classifier.classify(text);
    expect(reading?.category).toBe(category);
    expect(reading!.confidence).toBeGreaterThanOrEqual(FIELD_CONFIDENCE_THRESHOLD);
  });

  it('has nothing to say about text it has never seen anything like', () => {
    expect(classifier.classify('zzzz qqqq')).toBeNull();
  });
});
