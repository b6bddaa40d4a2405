/**
 * Photos of a record as thumbnails, each a link that opens it full size (a calendar completion, a task).
 * `altOf` names the photo and says that it opens full size.
 */
export function PhotoGallery<P extends { id: string; name: string }>({
  photos,
  srcOf,
  altOf,
}: {
  photos: P[];
  srcOf: (photo: P) => string;
  altOf: (photo: P) => string;
}) {
  return (
    <ul className="mt-1 flex list-none flex-wrap gap-2 p-0">
      {photos.map((p) => (
        <li key={p.id}>
          <a href={srcOf(p)} target="_blank" rel="noreferrer" className="block rounded">
            <img
              src={srcOf(p)}
              alt={altOf(p)}
              className="h-20 w-28 rounded border border-slate-300 object-cover dark:border-slate-600"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
