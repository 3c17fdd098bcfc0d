"""The browser tests' fixtures: the server in a background thread on a free port of 127.0.0.1, and
Playwright driving Debian's chromium (`make test` installs it with apt; Playwright's own browser download is
not used). Without chromium the browser tests fail with a clear message: they never skip silently."""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn  # the web extra (`make test` installs it): a missing one fails, it never skips

from lithoform.interfaces.web.app import create_app

CHROMIUM_NAMES = ("chromium", "chromium-browser")


def chromium_path() -> str:
    """Debian's chromium, or a clear failure saying how to install it."""
    wanted = os.environ.get("LITHOFORM_CHROMIUM")
    if wanted:
        return wanted
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    pytest.fail("chromium is not installed: the browser tests need Debian's chromium "
                "(`apt-get install -y chromium`, which `make test` runs when it is missing), or "
                "LITHOFORM_CHROMIUM=/path/to/chromium", pytrace=False)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LiveServer:
    def __init__(self) -> None:
        self.app = create_app(default_agent="random")
        self.port = free_port()
        config = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning",
                                ws="websockets-sansio")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the web server did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)


@pytest.fixture(scope="session")
def live_server() -> Iterator[LiveServer]:
    server = LiveServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """pytest-playwright launches this chromium instead of a downloaded one."""
    return {**browser_type_launch_args, "executable_path": chromium_path(),
            "args": ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": {"width": 1500, "height": 950}}


@pytest.fixture
def shots(output_path: str) -> Path:
    """The folder for this test's screenshots: pytest-playwright's output folder for the test
    (test-results/TEST by default, `--output DIR`; gitignored), emptied when a test session starts."""
    folder = Path(output_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder
