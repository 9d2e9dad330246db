import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../kit/screens.ts';

const { CREATE, EDIT, READ } = Level;

const SignInPage = lazy(() => import('./SignInPage.tsx'));
const ProfilePage = lazy(() => import('./ProfilePage.tsx'));
const admin = {
  Users: lazy(() => import('./admin/UsersListPage.tsx')),
  User: lazy(() => import('./admin/UserPage.tsx')),
  UserTypes: lazy(() => import('./admin/UserTypesListPage.tsx')),
  UserType: lazy(() => import('./admin/UserTypePage.tsx')),
  UserParameters: lazy(() => import('./admin/UserParametersPage.tsx')),
  Roles: lazy(() => import('./admin/RolesListPage.tsx')),
  Role: lazy(() => import('./admin/RolePage.tsx')),
  Permissions: lazy(() => import('./admin/PermissionsListPage.tsx')),
  Permission: lazy(() => import('./admin/PermissionPage.tsx')),
  AccessLevels: lazy(() => import('./admin/AccessLevelsListPage.tsx')),
  AccessLevel: lazy(() => import('./admin/AccessLevelPage.tsx')),
  PermissionTypes: lazy(() => import('./admin/PermissionTypesListPage.tsx')),
  PermissionType: lazy(() => import('./admin/PermissionTypePage.tsx')),
};
/** The access screens: sign-in, profile, users and access administration. */
export const accessScreens: readonly Screen[] = [
  { path: '/sign-in', access: 'guest', component: SignInPage },
  { path: '/users', access: any(Permission.USERS), component: admin.Users, menu: { section: 'users', label: 'Utilisateurs' } },
  { path: '/users/new', access: at(Permission.USERS, CREATE), component: admin.User },
  { path: '/users/:id', access: at(Permission.USERS, EDIT, READ), component: admin.User },
  { path: '/users/types/', access: any(Permission.USERS), component: admin.UserTypes, menu: { section: 'users', label: "Types d'utilisateurs" } },
  { path: '/users/types/new', access: at(Permission.USERS, CREATE), component: admin.UserType },
  { path: '/users/types/:id', access: at(Permission.USERS, EDIT, READ), component: admin.UserType },
  { path: '/user/parametres', access: any(Permission.AGENT_ASSIGNMENT), component: admin.UserParameters, menu: { section: 'agentAssignment', label: 'Affectation des agents' } },
  { path: '/roles/', access: any(Permission.ACCESS_ADMIN), component: admin.Roles, menu: { section: 'accessAdmin', label: 'Rôles' } },
  { path: '/roles/new', access: at(Permission.ACCESS_ADMIN, CREATE), component: admin.Role },
  { path: '/roles/:id', access: at(Permission.ACCESS_ADMIN, EDIT, READ), component: admin.Role },
  { path: '/permissions/', access: any(Permission.ACCESS_ADMIN), component: admin.Permissions, menu: { section: 'accessAdmin', label: 'Permissions' } },
  { path: '/permissions/new', access: at(Permission.ACCESS_ADMIN, CREATE), component: admin.Permission },
  { path: '/permissions/:id', access: at(Permission.ACCESS_ADMIN, EDIT, READ), component: admin.Permission },
  { path: '/accesslevels/', access: any(Permission.ACCESS_ADMIN), component: admin.AccessLevels, menu: { section: 'accessAdmin', label: "Niveaux d'accès" } },
  { path: '/accesslevels/new', access: at(Permission.ACCESS_ADMIN, CREATE), component: admin.AccessLevel },
  { path: '/accesslevels/:id', access: at(Permission.ACCESS_ADMIN, EDIT, READ), component: admin.AccessLevel },
  { path: '/permissionstypes/', access: any(Permission.ACCESS_ADMIN), component: admin.PermissionTypes, menu: { section: 'accessAdmin', label: 'Types de permissions' } },
  { path: '/permissionstypes/new', access: at(Permission.ACCESS_ADMIN, CREATE), component: admin.PermissionType },
  { path: '/permissionstypes/:id', access: at(Permission.ACCESS_ADMIN, EDIT, READ), component: admin.PermissionType },
  { path: '/profile', access: 'signedIn', component: ProfilePage, menu: { section: 'profile', label: 'Profil' } },
];
