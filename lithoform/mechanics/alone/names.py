"""'can't attack alone' and 'can't block alone', the names the engine reads them by (506.5). Data only."""

from __future__ import annotations

CANT_ATTACK_ALONE = "can't attack alone"  # 506.5, 508.1c
CANT_BLOCK_ALONE = "can't block alone"  # 506.5, 509.1b
