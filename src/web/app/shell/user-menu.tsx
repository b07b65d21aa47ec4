/**
 * The signed-in user's menu: the name opening a dropdown on desktop, a burger opening a drawer on phones
 * (docs/PRODUCT.md#menu), with the venue switcher of an account in several venues. Loaded on demand: /login never needs it, and menus, drawers and their positioning code are
 * a large part of Mantine.
 */
import { useDisclosure } from '@mantine/hooks';
import type { Profile } from '@/domain/auth/profile.schemas';
import { useIsOwner, VenueList, VenueMenu } from '@/web/features/groups/public';
import { TermsModal } from '@/web/features/help/public';
import { menuEntries } from '../menu-entries';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';

interface UserMenuProps {
  user: Profile;
  mobile: boolean;
}

export default function UserMenu({ user, mobile }: UserMenuProps) {
  const entries = menuEntries(user, useIsOwner());
  // The terms open over whatever screen the user is on (docs/PRODUCT.md#terms), so the dialog lives with the menu.
  const [termsOpen, terms] = useDisclosure(false);
  return (
    <>
      {mobile ? (
        <MobileMenu
          userName={user.name}
          entries={entries}
          onOpenTerms={terms.open}
          venues={(close) => <VenueList user={user} onDone={close} />}
        />
      ) : (
        <>
          {/* An account in several venues switches between them here (decision 0037). */}
          <VenueMenu user={user} />
          <ProfileMenu userName={user.name} entries={entries} onOpenTerms={terms.open} />
        </>
      )}
      <TermsModal opened={termsOpen} onClose={terms.close} />
    </>
  );
}
