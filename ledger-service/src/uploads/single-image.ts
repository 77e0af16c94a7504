import type { NextFunction, Request, Response } from "express";
import multer from "multer";
import { AppError, PayloadTooLargeError, ValidationError } from "../platform/errors.js";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
});

/** Multipart parsing of one file in `field`, with multer's errors turned into clear 4xx answers. */
export function singleImage(field: string) {
  const parse = upload.single(field);
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof AppError) return next(error);
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE") return next(new PayloadTooLargeError("Image is too large (5 MB max)."));
        if (error.code === "LIMIT_UNEXPECTED_FILE") return next(new ValidationError(`Send one image in the '${field}' field.`));
        return next(new ValidationError("The upload form is not valid."));
      }
      return next(new ValidationError("The upload form is not valid."));
    });
  };
}
