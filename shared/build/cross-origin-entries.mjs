// A remote's entry is a classic script on another origin, and its chunks are ES modules it imports
// relative to itself (remote-chunks.cjs). A cross-origin script loaded without CORS has no base URL
// for import() (Chromium: "The base URL is about:blank"), so the host loads every remote entry with
// CORS, as it fetches every manifest: a remote origin sends Access-Control-Allow-Origin for both.

/** The host's runtime plugin: each <script> the federation runtime adds for a remote asks with CORS. */
export default function crossOriginEntriesPlugin() {
  return {
    name: 'tabula-cross-origin-entries',
    createScript({ attrs }) {
      // Returning nothing leaves the runtime to create the script, with these attributes.
      if (attrs) attrs.crossorigin = 'anonymous';
      return undefined;
    },
  };
}
