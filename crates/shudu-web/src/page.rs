//! The game page: HTML, CSS, JavaScript modules and the icon, compiled into
//! the binary, served with a strict Content-Security-Policy.

use crate::error::ApiError;
use axum::extract::Path;
use axum::http::{header, HeaderName, HeaderValue};
use axum::response::{IntoResponse, Response};

/// The page's Content-Security-Policy: everything from this server only,
/// no inline script or style, no framing.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
img-src 'self' data:; connect-src 'self'; manifest-src 'self'; base-uri 'none'; \
form-action 'none'; frame-ancestors 'none'";

/// The page's files: path under `/assets/`, content type, bytes.
const ASSETS: &[(&str, &str, &[u8])] = &[
    (
        "style.css",
        "text/css; charset=utf-8",
        include_bytes!("../assets/style.css"),
    ),
    (
        "icon.svg",
        "image/svg+xml",
        include_bytes!("../assets/icon.svg"),
    ),
    (
        "js/main.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/js/main.js"),
    ),
    (
        "js/board.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/js/board.js"),
    ),
    (
        "js/game.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/js/game.js"),
    ),
    (
        "js/grid.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/js/grid.js"),
    ),
    (
        "js/hint.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/js/hint.js"),
    ),
    (
        "js/api.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/js/api.js"),
    ),
    (
        "js/store.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/js/store.js"),
    ),
    (
        "js/timer.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/js/timer.js"),
    ),
];

const INDEX: &str = include_str!("../assets/index.html");

fn security_headers() -> [(HeaderName, HeaderValue); 3] {
    [
        (
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        ),
        (
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ),
        (
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ),
    ]
}

/// `GET /`: the page (its query, `?p=` or `?level=`, is read by the page).
pub async fn index() -> Response {
    (
        security_headers(),
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        INDEX,
    )
        .into_response()
}

/// `GET /assets/FILE`: one of the compiled-in files; nothing else (no file
/// system access).
pub async fn asset(Path(file): Path<String>) -> Response {
    match ASSETS.iter().find(|(name, _, _)| *name == file) {
        Some((_, content_type, bytes)) => (
            security_headers(),
            [
                (header::CONTENT_TYPE, *content_type),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            *bytes,
        )
            .into_response(),
        None => ApiError::not_found(&format!("/assets/{file}")).into_response(),
    }
}

/// The names of the compiled-in files (for tests).
pub fn asset_names() -> impl Iterator<Item = &'static str> {
    ASSETS.iter().map(|(name, _, _)| *name)
}

/// `GET /favicon.ico`: the icon (browsers ask for it on any page, the API's
/// included).
pub async fn favicon() -> Response {
    asset(Path("icon.svg".to_string())).await
}
