//! The offline status line's strings, 繁體中文 (the offline page's own are in `full/offline.rs`).

use crate::i18n::OfflineStatusText;

/// The status line shown on every page.
pub const STATUS: OfflineStatusText = OfflineStatusText {
    status_unsupported: "這個瀏覽器無法離線使用",
    status_checking: "正在檢查離線狀態…",
    status_saving: "正在儲存供離線使用：{0}%",
    status_ready: "已可離線使用",
    status_ready_offline: "離線中：所有資料都已存在這部裝置",
    status_almost: "即將可離線使用：正在儲存程式…",
    status_partial: "已存部分供離線使用（{0}%）",
    status_not_saved: "尚未存供離線使用",
    status_offline_partial: "離線中：資料未全部儲存，部分著法可能顯示 ?",
};
