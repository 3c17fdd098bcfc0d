"""Where the card database lives: env override, then a user-imported file, then the packaged one."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV_VAR = "LITHOFORM_CARDS_DB"
PACKAGED_DB = Path(__file__).resolve().parent.parent / "data" / "cards.sqlite"


def user_db_path() -> Path:
    """Destination of `import_cards`: $XDG_DATA_HOME/lithoform/cards.sqlite (or the Windows analogue)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "lithoform" / "cards.sqlite"


def import_destination() -> Path:
    override = os.environ.get(ENV_VAR)
    return Path(override) if override else user_db_path()


def active_db_path() -> Path:
    """The database lookups read: $LITHOFORM_CARDS_DB, else an imported one, else the packaged one."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override)
    user = user_db_path()
    return user if user.is_file() else PACKAGED_DB
