/**
 * The most common passwords of 8 characters or more (shorter ones are refused anyway), from the
 * public breach lists, plus the obvious ones for this club. Refused for new passwords (ASVS V6.2).
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '11111111', '00000000', '88888888', '87654321',
  '12341234', '11223344', '12121212', '123123123', '147258369', '987654321', '123456789a', '1234qwer',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'password!',
  'qwerty123', 'qwertyui', 'qwertyuiop', 'qwer1234', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx',
  'asdfghjk', 'asdfghjkl', 'asdf1234', 'abcd1234', 'abc12345', 'abc123456', 'aa123456', 'a1234567',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'whatever',
  'trustno1', 'letmein1', 'welcome1', 'welcome123', 'admin123', 'administrator', 'computer', 'internet',
  'starwars', 'michael1', 'charlie1', 'dragon12', 'jennifer', 'mustang1', 'shadow12', 'master12',
  'football1', 'liverpool', 'chelsea1', 'arsenal1', 'pakistan', 'bangladesh', 'bangladesh1', 'dhaka123',
  'rangpur1', 'rangpur123', 'golfclub', 'golfclub1', 'golf1234', 'changeme', 'changeme1', 'letmein123',
]);
