import { z } from 'zod';
import { SALE_DOCUMENT_KINDS } from './document-kinds.ts';

export const saleDocumentKindSchema = z.enum(SALE_DOCUMENT_KINDS);
