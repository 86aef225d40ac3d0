export const profilePath = (userId: string): string => `/profile/${userId}`;
export const editProfilePath = (userId: string): string => `/update-profile/${userId}`;
