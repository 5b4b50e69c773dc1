//! The offline page's strings (繁體中文).

use crate::i18n::OfflineText;

/// The offline page's strings.
pub const TEXT: OfflineText = OfflineText {
    title: "離線使用",
    intro: "本程式載入一次後，瀏覽器就會保留一份副本，沒有網路也能開啟。\
            若要離線時每個局面也都標上顏色，請把整個殘局庫存到這部裝置：\
            共 {0}，{1} 個區塊。隨時可以取消，之後再繼續，重新載入頁面也不影響；\
            已經看過的局面本來就會保留。",
    ready: "已可離線使用：這部裝置已有本程式所需的一切，關閉網路也能使用。",
    not_ready: "尚未能離線使用。",
    app_label: "程式：",
    app_saved: "已存在這部裝置",
    app_saving: "儲存中…",
    checking: "檢查中…",
    app_unsupported: "這個瀏覽器無法在此離線保留本程式（需要服務工作執行緒，\
                      而它只能在 https:// 或 localhost 上使用）",
    app_failed: "服務工作執行緒無法啟動：{0}",
    table_label: "殘局庫：",
    table_count: "已存 {0} / {1} 個區塊（{2}）",
    table_unknown: "尚未載入",
    network_label: "網路：",
    online: "連線中",
    offline: "離線",
    storage_label: "儲存空間：",
    persisted: "會一直保留，直到你刪除",
    not_persisted: "裝置空間不足時，瀏覽器可能會清除",
    bytes: "{0} MB / {1} MB",
    percent: "{0}%",
    progress_label: "已存供離線使用的殘局庫",
    save: "儲存供離線使用",
    resume: "繼續儲存",
    all_saved: "已全部儲存",
    retry: "再試一次",
    cancel: "取消",
    delete: "刪除已存的殘局庫",
    saving: "儲存中…還有 {0} 個區塊。",
    cancelling: "取消中…",
    deleting: "刪除中…",
    need_network: "儲存需要網路：請先連線，再按儲存。",
    done: "已儲存：整個殘局庫都在這部裝置上。",
    cancelled: "已取消。已存的部分會保留，隨時可以繼續，重新載入後也可以。",
    deleted: "已刪除存下的殘局庫。",
    failed: "有 {0} 個區塊多次重試後仍無法取得：{1}。請稍後再試。",
    more: "另有 {0} 個",
    error: "儲存中斷：{0}。",
    delete_failed: "無法刪除已存的殘局庫：{0}。",
    browser_quota: "這部裝置的空間不夠",
    browser_denied: "瀏覽器不允許在此這麼做",
    browser_network: "無法取得所需的檔案",
    browser_other: "瀏覽器拒絕了",
    save_no_ranges: "伺服器不支援 HTTP 範圍請求（{0}）",
    save_index: "無法取得區塊索引（{0}）",
};
