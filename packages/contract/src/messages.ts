/**
 * Every text that server and web both show. The seed fixes many of them word for
 * word (including the odd trailing period on the login password message), so they
 * are written once here and nowhere else.
 */
export const messages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 50 characters',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 2 characters',
  usernameTooLong: 'Username must be at most 30 characters',
  usernameCharacters: 'Username may contain only letters, digits, _ and .',
  usernameTaken: 'Username is taken',
  emailInvalid: 'Invalid email',
  emailRequired: 'Email is required',
  emailTaken: 'Email is already registered',
  phoneTooShort: 'Phone must be at least 10 digits',
  phoneTooLong: 'Phone must be at most 20 characters',
  phoneCharacters: 'Phone may contain only digits, spaces and + - ( )',
  passwordTooShortSignUp: 'Password must be at least 8 characters',
  passwordTooShortLogin: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'Password is too common',
  bioTooLong: 'Bio must be at most 300 characters',

  signedUp: 'Account created',
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  currentUser: 'Current user',
  healthy: 'OK',

  invalidCredentials: 'Invalid email or password',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  userNotFound: 'User not found',
  routeNotFound: 'No such API route',
  validationFailed: 'Some fields are not valid',
  malformedJson: 'The request body is not valid JSON',
  payloadTooLarge: 'The request body is too large',
  unsupportedMediaType: 'This content type is not supported',
  rateLimited: 'Too many requests. Please try again later.',
  internalError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',

  // Web-only texts fixed by the seed (section 4 and 8).
  toastLoginSuccess: 'Login successful.',
  toastSignUpSuccess: 'Sign up successful. Please login.',
  toastLoginFailed: 'Login failed. Please try again.',
  toastSignUpFailed: 'Sign up failed. Please try again.',
  toastSignUpError: 'An error occurred. Please try again later.',
} as const;
