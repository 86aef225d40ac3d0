import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AllUsersRoute } from './routes/all-users';
import { CreatePostRoute } from './routes/create-post';
import { ExploreRoute } from './routes/explore';
import { HomeRoute } from './routes/home';
import { MainLayoutRoute } from './routes/main-layout-route';
import { ModerationRoute } from './routes/moderation';
import { NotFoundRoute } from './routes/not-found';
import { NotificationsRoute } from './routes/notifications';
import { PostRoute } from './routes/post';
import { ProfileRoute } from './routes/profile';
import { PublicLayoutRoute } from './routes/public-layout-route';
import { RouteError } from './routes/route-error';
import { SavedRoute } from './routes/saved';
import { SignInRoute } from './routes/sign-in';
import { SignUpRoute } from './routes/sign-up';
import { UpdatePostRoute } from './routes/update-post';
import { UpdateProfileRoute } from './routes/update-profile';

/** The seed's route table: two public screens, the rest behind the main layout's guard. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayoutRoute />,
        children: [
          { path: '/sign-in', element: <SignInRoute /> },
          { path: '/sign-up', element: <SignUpRoute /> },
        ],
      },
      {
        element: <MainLayoutRoute />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: '/explore', element: <ExploreRoute /> },
          { path: '/saved', element: <SavedRoute /> },
          { path: '/all-users', element: <AllUsersRoute /> },
          { path: '/create-post', element: <CreatePostRoute /> },
          { path: '/profile/:id', element: <ProfileRoute /> },
          { path: '/posts/:id', element: <PostRoute /> },
          { path: '/update-post/:id', element: <UpdatePostRoute /> },
          { path: '/update-profile/:id', element: <UpdateProfileRoute /> },
          { path: '/notifications', element: <NotificationsRoute /> },
          { path: '/moderation', element: <ModerationRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
