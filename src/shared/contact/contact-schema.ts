import { z } from 'zod';
import { defaultLanguage, languageCodes } from '../i18n/languages';

export const contactTopics = ['question', 'problem', 'billing', 'privacy', 'feedback', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** The /contact form, checked the same way in the browser and at the edge. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, { message: 'name_required' }).max(100, { message: 'name_too_long' }),
  email: z.email({ message: 'email_invalid' }).max(254, { message: 'email_invalid' }),
  topic: z.enum(contactTopics, { message: 'topic_required' }),
  message: z
    .string()
    .trim()
    .min(10, { message: 'message_too_short' })
    .max(5000, { message: 'message_too_long' }),
  language: z.enum(languageCodes).default(defaultLanguage),
});
export type ContactInput = z.infer<typeof contactSchema>;
