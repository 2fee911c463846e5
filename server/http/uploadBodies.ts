import { z } from 'zod';
import { PodDeliveryFields } from '../../src/domain/schemas/orders';
import { TransporterPaperFields } from '../../src/domain/schemas/transporterOrders';

/**
 * What the upload routes are sent, for the OpenAPI document only (`documentedBody`): their handlers read the
 * bytes themselves, so no schema validates them on the way in.
 */

/** A file sent as the whole body, in one of the types the route `consumes` (a picture, a logo, a sheet). */
export const FileBody = z.file().describe("The file's bytes, as the body");

const podFile = z.file().describe('The proof of delivery: a PDF, JPEG, PNG or WebP');

/** multipart/form-data of a delivery confirmed with its proof. */
export const PodDeliveryForm = PodDeliveryFields.extend({ file: podFile });

/** multipart/form-data of one more proof of delivery. */
export const PodFileForm = z.object({ file: podFile });

/** multipart/form-data of a paper the transporter adds: which paper, and its file. */
export const TransporterPaperForm = TransporterPaperFields.extend({ file: podFile });
