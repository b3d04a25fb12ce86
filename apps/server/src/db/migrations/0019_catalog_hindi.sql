-- Issue 29 §6, decision 217: Hindi beside the English of the catalog texts admins type (a
-- specialization's name; an urgency tier's name, description and response time). Empty (null)
-- means "not translated": Hindi screens then show the English, marked as English.
ALTER TABLE "specializations" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "urgency_pricing" ADD COLUMN "display_name_hi" text;--> statement-breakpoint
ALTER TABLE "urgency_pricing" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "urgency_pricing" ADD COLUMN "response_time_hi" text;--> statement-breakpoint
-- The seeded specializations' Hindi names (the domain's label catalog), for rows that exist.
UPDATE "specializations" SET "name_hi" = CASE "name"
    WHEN 'ITR Filing' THEN 'ITR फ़ाइलिंग'
    WHEN 'GST Return' THEN 'GST रिटर्न'
    WHEN 'Company Registration' THEN 'कंपनी रजिस्ट्रेशन'
    WHEN 'Tax Planning' THEN 'टैक्स प्लानिंग'
    WHEN 'Tax Notice Opinion' THEN 'टैक्स नोटिस पर राय'
    WHEN 'Contract Review' THEN 'कॉन्ट्रैक्ट रिव्यू'
    WHEN 'Legal Notice' THEN 'लीगल नोटिस'
    WHEN 'Property Law' THEN 'प्रॉपर्टी कानून'
    WHEN 'Family Law' THEN 'पारिवारिक कानून'
    WHEN 'Criminal Law' THEN 'आपराधिक कानून'
    WHEN 'Civil Law' THEN 'दीवानी कानून'
    WHEN 'Corporate Law' THEN 'कॉर्पोरेट कानून'
    WHEN 'General Consultation' THEN 'सामान्य परामर्श'
    WHEN 'Second Opinion' THEN 'दूसरी राय'
    WHEN 'Report Analysis' THEN 'रिपोर्ट का विश्लेषण'
    WHEN 'Prescription Review' THEN 'पर्चे का रिव्यू'
    WHEN 'Technical Review' THEN 'तकनीकी रिव्यू'
    WHEN 'Project Planning' THEN 'प्रोजेक्ट प्लानिंग'
    WHEN 'Design Review' THEN 'डिज़ाइन रिव्यू'
    WHEN 'Safety Assessment' THEN 'सुरक्षा आकलन'
    WHEN 'Project Consultation' THEN 'प्रोजेक्ट परामर्श'
    WHEN 'Design Analysis' THEN 'डिज़ाइन विश्लेषण'
    WHEN 'Resume Review' THEN 'रिज़्यूमे रिव्यू'
    WHEN 'Career Guidance' THEN 'करियर मार्गदर्शन'
    WHEN 'Interview Preparation' THEN 'इंटरव्यू की तैयारी'
    WHEN 'Skill Assessment' THEN 'स्किल आकलन'
    WHEN 'Other' THEN 'अन्य'
  END
WHERE "name_hi" IS NULL AND "name" IN ('ITR Filing', 'GST Return', 'Company Registration', 'Tax Planning', 'Tax Notice Opinion', 'Contract Review', 'Legal Notice', 'Property Law', 'Family Law', 'Criminal Law', 'Civil Law', 'Corporate Law', 'General Consultation', 'Second Opinion', 'Report Analysis', 'Prescription Review', 'Technical Review', 'Project Planning', 'Design Review', 'Safety Assessment', 'Project Consultation', 'Design Analysis', 'Resume Review', 'Career Guidance', 'Interview Preparation', 'Skill Assessment', 'Other');--> statement-breakpoint
-- The normal tier's seeded texts; a text an admin has since changed stays untranslated.
UPDATE "urgency_pricing" SET
  "display_name_hi" = CASE WHEN "display_name" = 'Normal' THEN 'सामान्य' END,
  "description_hi" = CASE WHEN "description" = 'For questions that can wait a day. Priced by the specialization you choose.' THEN 'उन सवालों के लिए जो एक दिन रुक सकते हैं। फ़ीस आपकी चुनी हुई विशेषज्ञता से तय होती है।' END,
  "response_time_hi" = CASE WHEN "response_time" = 'Within 24 hours' THEN '24 घंटों के भीतर' END
WHERE "urgency_level" = 'normal';
--> statement-breakpoint
-- The medium tier's seeded texts; a text an admin has since changed stays untranslated.
UPDATE "urgency_pricing" SET
  "display_name_hi" = CASE WHEN "display_name" = 'Medium' THEN 'मध्यम' END,
  "description_hi" = CASE WHEN "description" = 'A professional picks up your request within the same working day.' THEN 'एक प्रोफ़ेशनल उसी कामकाजी दिन में आपका अनुरोध लेता है।' END,
  "response_time_hi" = CASE WHEN "response_time" = '6–12 hours' THEN '6–12 घंटे' END
WHERE "urgency_level" = 'medium';
--> statement-breakpoint
-- The urgent tier's seeded texts; a text an admin has since changed stays untranslated.
UPDATE "urgency_pricing" SET
  "display_name_hi" = CASE WHEN "display_name" = 'Urgent' THEN 'अर्जेंट' END,
  "description_hi" = CASE WHEN "description" = 'For deadlines close at hand, such as a notice due this week. Not for emergencies.' THEN 'जब समय-सीमा पास हो, जैसे इसी हफ़्ते जवाब देने वाला नोटिस। आपात स्थिति के लिए नहीं।' END,
  "response_time_hi" = CASE WHEN "response_time" = '2–4 hours' THEN '2–4 घंटे' END
WHERE "urgency_level" = 'urgent';
