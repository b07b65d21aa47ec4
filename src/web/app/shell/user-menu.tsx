/**
 * The signed-in user's menu: the name opening a dropdown on desktop, a burger opening a drawer on phones (SPEC §2).
 * Loaded on demand: /login never needs it, and menus, drawers and their positioning code are a large part of Mantine.
 */
import type { Profile } from '@/domain/auth/profile';
import { menuEntries } from '../menu-entries';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';

export interface UserMenuProps {
  user: Profile;
  mobile: boolean;
}

export default function UserMenu({ user, mobile }: UserMenuProps) {
  const entries = menuEntries(user);
  return mobile ? (
    <MobileMenu userName={user.name} entries={entries} />
  ) : (
    <ProfileMenu userName={user.name} entries={entries} />
  );
}
