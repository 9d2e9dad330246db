/** REST paths of the settings domain (seed 002 section 7, channel parameters). */
export const settingsPaths = {
  channelParameters: '/api/channels/parameters',
  company: '/api/settings/company',
} as const;
