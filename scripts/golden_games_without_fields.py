"""Replays the golden games (tests/golden/golden_games.json) with some saved-state fields removed from the final
JSON before it is digested: when a change only adds fields to the saved state, every game must still give the
recorded action count and digest this way (no game plays differently).

    .venv/bin/python scripts/golden_games_without_fields.py cast_spent spent_types redirect_to

Fields are removed where they follow another field of their object (`,"name":value`), with a string, a number,
a boolean or null as the value. Prints the games that differ; exits 1 if any does.
"""

from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "golden"))

import golden_games as gg  # noqa: E402

from lithoform import Game  # noqa: E402
from lithoform.play.agents import RandomAgent  # noqa: E402

_VALUE = r'("(?:[^"\\]|\\.)*"|-?\d+|true|false|null)'


def digest_without(game: dict, max_actions: int, fields: list[str]) -> tuple[str, int]:
    """As golden_games.play_digest, with `fields` taken out of the final state's JSON."""
    g = Game.new(gg.game_decks(game), seed=game["seed"])
    agents = [RandomAgent(2 * game["seed"]), RandomAgent(2 * game["seed"] + 1)]
    texts: list[str] = []
    while len(texts) < max_actions and not g.is_over:
        action = agents[g.pending.player].choose(g)
        g.apply(action)
        texts.append(str(action))
    digest = hashlib.sha256()
    for text in texts:
        digest.update(text.encode() + b"\n")
    digest.update(b"\0")
    state = g.to_json()
    for name in fields:
        state = re.sub(rf',"{re.escape(name)}":{_VALUE}', "", state)
    digest.update(state.encode())
    return digest.hexdigest(), len(texts)


def main() -> int:
    fields = sys.argv[1:]
    record = gg.load_record()
    gg.compile_pool(record["pool"])
    differ = []
    for game in record["games"]:
        digest, actions = digest_without(game, record["max_actions"], fields)
        if (actions, digest) != (game["actions"], game["digest"]):
            differ.append(f"{game['family']}-{game['seed']}")
    print(f"{len(record['games']) - len(differ)} of {len(record['games'])} games as recorded without {fields}")
    if differ:
        print("differ:", ", ".join(differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
