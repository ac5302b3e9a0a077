//! shudu-web's tests, one binary: the API through the router, the API over a
//! real socket, and the page in a real headless Chromium.

mod api;
mod browser;
mod checker;
mod socket;
mod support;
