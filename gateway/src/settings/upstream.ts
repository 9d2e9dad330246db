/** REST paths of the settings domain (seed 002 section 7: channel parameters, reason returns). */
export const settingsPaths = {
  channelParameters: '/api/channels/parameters',
  company: '/api/settings/company',
  returnReasons: '/api/reasonreturns',
  returnReason: '/api/reasonreturns/{id}',
} as const;
