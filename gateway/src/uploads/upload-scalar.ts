import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/**
 * What a resolver receives for an `Upload` argument: graphql-upload's scalar resolves each file of the
 * multipart request to a promise of its FileUpload (codegen maps the scalar's input to this type).
 */
export type UploadArgument = Promise<FileUpload>;
