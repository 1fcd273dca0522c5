/** The product page's and the quick view's "Ask us on WhatsApp" link and its prefilled text. */
export const chat = {
  chatButton: "Ask us on WhatsApp",
  chatText: "Hello, I have a question about {name} (code {code}), size {size}: {url}",
  chatTextNoSize: "Hello, I have a question about {name} (code {code}): {url}",
} as const;
