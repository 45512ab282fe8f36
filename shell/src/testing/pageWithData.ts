/** A page as the server writes it, with one of its JSON data blocks (see pageData.ts). */
export function pageWithData(id: string, json: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = json;
  doc.body.append(block);
  return doc;
}
