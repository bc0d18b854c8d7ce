import { formTokenField } from "./enquiry-form-schema";

/** What a form's background post is answered: a status, and a fresh token when the form's had expired. */
interface Answer {
  status: string;
  formToken?: string;
}

/**
 * Posts a visitor's form in the background (the enquiry and sample forms, with or without the
 * client app) as JSON is asked for, and answers the response and its parsed answer. A form open
 * for more than a day is refused with a new token: it is sent again, once, with that token, which
 * `renewed` is told so that the form keeps it.
 */
export async function postForm<A extends Answer>(address: string, data: FormData, renewed: (token: string) => void) {
  const post = async () => {
    const response = await fetch(address, {
      method: "POST",
      body: new URLSearchParams(data as unknown as Record<string, string>),
      headers: { Accept: "application/json" },
    });
    return { response, answer: (await response.json().catch(() => null)) as A | null };
  };
  const first = await post();
  if (first.answer?.status !== "refused" || !first.answer.formToken) return first;
  renewed(first.answer.formToken);
  data.set(formTokenField, first.answer.formToken);
  return post();
}
