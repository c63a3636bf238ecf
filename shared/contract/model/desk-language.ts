// The desk's language as the contract carries it (settings.get / settings.set); the rules are in
// shared/domain/desk-language.ts, without zod, for the page's first screen.
import { z } from 'zod';
import { FORMAT_CHOICES, LANGUAGE_CHOICES } from '../../domain/desk-language.js';

export const deskLanguageChoiceSchema = z.enum(LANGUAGE_CHOICES);
export const deskFormatsChoiceSchema = z.enum(FORMAT_CHOICES);
