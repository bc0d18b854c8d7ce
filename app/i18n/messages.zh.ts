import type { Messages } from "./i18n";

/*
 * The admin's Simplified Chinese texts. Typed as `Messages`, so a key missing from or added to
 * `messages.en.ts` fails tsc. Chinese has no plural forms: counted entries give only `other`.
 */
export const zh: Messages = {
  // ---------------------------------------------------------------- sign-in and registration
  "auth.signIn.title": "管理员登录",
  "auth.register.title": "注册管理员账号",
  "auth.staffArea": "员工专区",
  "auth.signIn.toRegister": "还没有账号？立即注册",
  "auth.register.toSignIn": "已有账号？去登录",
  "auth.field.email": "邮箱",
  "auth.field.password": "密码",
  "auth.field.confirmPassword": "确认密码",
  "auth.field.newPassword": "新密码",
  "auth.action.signIn": "登录",
  "auth.action.register": "注册",
  "auth.action.signOut": "退出登录",
  "auth.action.signOutEverywhere": "退出所有设备",
  "auth.forgotPassword": "忘记密码？",
  "auth.backToSignIn": "返回登录",

  "auth.validation.emailRequired": "请输入邮箱地址",
  "auth.validation.emailInvalid": "邮箱地址格式不正确",
  "auth.validation.passwordRequired": "请输入密码",
  "auth.validation.passwordMin": "密码至少需要 6 个字符",
  "auth.validation.registrationPasswordMin": "密码至少需要 8 个字符",
  "auth.validation.passwordMax": "密码不能超过 128 个字符",
  "auth.validation.passwordTooCommon": "该密码过于常见，请换一个",
  "auth.validation.passwordsDoNotMatch": "两次输入的密码不一致",

  "auth.toast.loginFailed": "登录失败",
  "auth.toast.registrationFailed": "注册失败",
  "auth.toast.registered": "注册成功：请查收邮件，验证您的邮箱地址",
  "auth.toast.loggedIn": "登录成功，正在跳转…",
  "auth.error.invalidCredentials": "邮箱或密码不正确",
  "auth.error.rateLimited": "尝试次数过多，请 {minutes} 分钟后再试。",

  "auth.pending.title": "您的访问权限正在等待审批",
  "auth.pending.body":
    "您的账号已注册，需经管理员批准后才能使用后台。请稍后再来查看，或联系管理员。",

  // ---------------------------------------------------------------- password reset
  "auth.reset.requestTitle": "重置密码",
  "auth.reset.requestIntro": "请输入账号的邮箱地址，我们会发送一个用于设置新密码的链接。",
  "auth.reset.sendLink": "发送重置链接",
  "auth.reset.sent": "如果该邮箱地址对应的账号存在，重置链接已发送，请查收。",
  "auth.reset.newTitle": "设置新密码",
  "auth.reset.save": "保存新密码",
  "auth.reset.done": "密码已更改，请使用新密码登录。",
  "auth.reset.expired": "此链接已过期或已被使用，请重新申请。",
  "auth.reset.requestAgain": "重新申请链接",

  // ---------------------------------------------------------------- first administrator
  "auth.setup.title": "创建首位管理员",
  "auth.setup.intro": "系统中还没有管理员。在此创建的账号将成为首位管理员，之后此页面将关闭。",
  "auth.setup.create": "创建管理员",
  "auth.setup.invalid": "此设置链接无效：链接已过期，或系统中已有管理员。",
  "auth.setup.failed": "无法创建账号，请重试。",
  "auth.setup.done": "管理员账号已创建，请登录后继续。",

  // ---------------------------------------------------------------- e-mail verification
  "auth.verify.required": "请先验证您的邮箱地址：我们已向您发送了验证链接。",
  "auth.verify.done": "您的邮箱地址已验证，现在可以登录了。",
  "auth.verify.expired": "此验证链接已过期。请登录以获取新的链接。",
  "auth.verify.resend": "重新发送链接",

  // ---------------------------------------------------------------- two-factor authentication
  "auth.twoFactor.setupTitle": "设置两步验证",
  "auth.twoFactor.setupIntro": "请用身份验证器应用扫描此二维码，然后输入应用显示的 6 位验证码。",
  "auth.twoFactor.manualKey": "或在应用中手动输入此密钥",
  "auth.twoFactor.enterCode": "请输入身份验证器应用中的 6 位验证码",
  "auth.twoFactor.codeLabel": "6 位验证码",
  "auth.twoFactor.verify": "验证",
  "auth.twoFactor.invalidCode": "验证码不正确，请重试。",
  "auth.twoFactor.useBackupCode": "使用备用码",
  "auth.twoFactor.backupCodeLabel": "备用码",
  "auth.twoFactor.useApp": "使用身份验证器应用",
  "auth.twoFactor.backupCodesTitle": "您的备用码",
  "auth.twoFactor.backupCodesShownOnce":
    "这些备用码只显示一次，请妥善保存。手机丢失时，每个备用码可用于登录一次。",
  "auth.twoFactor.enable": "开启两步验证",
  "auth.twoFactor.disable": "关闭两步验证",

  // ---------------------------------------------------------------- admin shell
  "admin.title": "管理后台",
  "admin.skipToContent": "跳到主要内容",
  "admin.signedInAs": "当前登录：{email}",
  "admin.sections": "后台栏目",
  "admin.tab.products": "产品",
  "admin.tab.import": "数据导入",
  "admin.tab.enquiries": "客户咨询",
  "admin.tab.users": "用户",
  "admin.tab.activity": "操作记录",
  "admin.comingSoon.title": "此栏目正在建设中。",
  "admin.comingSoon.body": "功能仍在开发，目前这里没有需要您处理的事项。",

  // ---------------------------------------------------------------- users
  "users.role.admin": "管理员",
  "users.role.editor": "编辑",
  "users.role.pending": "待审批",
  "users.column.email": "邮箱",
  "users.column.role": "角色",
  "users.column.verified": "已验证",
  "users.column.twoFactor": "两步验证",
  "users.column.created": "创建时间",
  "users.column.lastSignIn": "最近登录",
  "users.never": "从未",
  "users.disabled": "已停用",
  "users.count": { other: "{count} 人" },
  "users.action.approveEditor": "批准为编辑",
  "users.action.approveAdmin": "批准为管理员",
  "users.action.changeRole": "更改角色",
  "users.action.disable": "停用",
  "users.action.enable": "启用",
  "users.action.delete": "删除",
  "users.action.endSessions": "结束所有会话",
  "users.error.ownRole": "不能更改自己的角色",
  "users.error.lastAdmin": "最后一位管理员必须保留管理员角色",

  // ---------------------------------------------------------------- activity
  "activity.column.when": "时间",
  "activity.column.who": "操作人",
  "activity.column.action": "操作",
  "activity.column.target": "对象",
  "activity.action.signIn": "登录",
  "activity.action.signInFailed": "登录失败",
  "activity.action.signOut": "退出登录",
  "activity.action.passwordChanged": "修改密码",
  "activity.action.passwordReset": "重置密码",
  "activity.action.twoFactorEnabled": "开启两步验证",
  "activity.action.twoFactorDisabled": "关闭两步验证",
  "activity.action.roleChanged": "更改角色",
  "activity.action.accountApproved": "批准账号",
  "activity.action.accountDisabled": "停用账号",
  "activity.action.accountEnabled": "启用账号",
  "activity.action.accountDeleted": "删除账号",
  "activity.action.sessionsEnded": "结束会话",
  "activity.filter.allPeople": "所有人员",
  "activity.filter.allActions": "所有操作",
  "activity.empty": "暂无操作记录。",

  // ---------------------------------------------------------------- e-mail to staff
  "mail.verify.subject": "请验证您在 {site} 管理后台的邮箱地址",
  "mail.verify.body":
    "您好：\n\n请打开以下链接，确认此邮箱地址用于您的 {site} 管理后台账号：\n\n{link}\n\n链接在一小时内有效。如果您没有注册过，请忽略此邮件。",
  "mail.reset.subject": "重置您的 {site} 管理后台密码",
  "mail.reset.body":
    "您好：\n\n有人申请重置您的 {site} 管理后台账号密码。如需设置新密码，请打开以下链接：\n\n{link}\n\n链接在一小时内有效。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。",

  // ---------------------------------------------------------------- shared
  "common.language": "语言",
  "common.unknownError": "未知错误",
  "common.loading": "正在加载…",
  "common.save": "保存",
  "common.cancel": "取消",
  "common.close": "关闭",
  "common.yes": "是",
  "common.no": "否",
  "common.pagination.label": "分页",
  "common.pagination.previous": "上一页",
  "common.pagination.next": "下一页",
  "common.pagination.pageOf": "第 {page} 页，共 {pages} 页",
};
