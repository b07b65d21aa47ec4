import {
  type Icon,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconChartBar,
  IconFileText,
  IconHelp,
  IconHome,
  IconLogout,
  IconMail,
  IconPackage,
  IconTruck,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { MenuEntryId } from '../menu-entries';

export const MENU_ICONS: Record<MenuEntryId, Icon> = {
  home: IconHome,
  profile: IconUser,
  articles: IconPackage,
  suppliers: IconTruck,
  catalogueSuppliers: IconTruck,
  catalogueArticles: IconPackage,
  help: IconHelp,
  terms: IconFileText,
  restaurant: IconBuildingStore,
  restaurants: IconBuildingStore,
  stations: IconBuildingWarehouse,
  users: IconUsers,
  reports: IconChartBar,
  mailbox: IconMail,
  logout: IconLogout,
};
