import type { useForm } from "@conform-to/react";
import type { z } from "zod";
import type { productFormSchema } from "./product-form-schema";

/** The editor's one Conform form, as its tabs are handed it. */
export type FormInput = z.input<typeof productFormSchema>;
export type Fields = ReturnType<typeof useForm<FormInput>>[1];
export type FormMeta = ReturnType<typeof useForm<FormInput>>[0];
