/**
 * A screen's address, written once: `paths.post(id)` builds a link to it, and
 * `paths.post.pattern` is what the router matches (app/router.tsx).
 */
type Path<Pattern extends string> = (Pattern extends `${string}:id`
  ? (id: string) => string
  : () => string) & { readonly pattern: Pattern };

function path<const Pattern extends string>(pattern: Pattern): Path<Pattern> {
  const build = (id?: string) =>
    id === undefined ? pattern : pattern.replace(':id', encodeURIComponent(id));
  return Object.assign(build, { pattern }) as Path<Pattern>;
}

/** Every screen the router knows. The server builds the e-mailed links to the token pages. */
export const paths = {
  home: path('/'),
  signIn: path('/sign-in'),
  signUp: path('/sign-up'),
  forgotPassword: path('/forgot-password'),
  resetPassword: path('/reset-password'),
  verifyEmail: path('/verify-email'),
  explore: path('/explore'),
  /** A tag's posts: the id is the tag, lower case, without its '#'. */
  tag: path('/tags/:id'),
  saved: path('/saved'),
  allUsers: path('/all-users'),
  createPost: path('/create-post'),
  profile: path('/profile/:id'),
  post: path('/posts/:id'),
  editPost: path('/update-post/:id'),
  editProfile: path('/update-profile/:id'),
  notifications: path('/notifications'),
  moderation: path('/moderation'),
  settings: path('/settings'),
};
