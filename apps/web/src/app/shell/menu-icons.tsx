import type { ComponentType } from 'react';
import type { MenuIconName } from '../../shared/routing/menu-entry';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';

/**
 * The icons of the side menu, one import each (never the whole set). Menu entries name their icon instead of
 * importing it: the entries are declared with the routes, which load with the first page, and the icons then
 * come only with the signed-in frame. A new entry that needs another icon adds it here.
 */
export const menuIcons = {
  home: HomeOutlined,
  noticeBoard: NotificationOutlined,
  messages: MessageOutlined,
  calendar: CalendarOutlined,
  polls: FormOutlined,
  references: BarChartOutlined,
  kindergarten: TeamOutlined,
  platform: SettingOutlined,
  resources: ReadOutlined,
  admin: SafetyCertificateOutlined,
  other: AppstoreOutlined,
} satisfies Record<MenuIconName, ComponentType>;
