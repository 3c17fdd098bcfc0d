"""CR 608.2h: 'the sacrificed creature's power' is read from the creature as it last existed on the
battlefield, where it was sacrificed to pay the spell's cost (601.2h) (mechanics/sacrificed_values)."""

from __future__ import annotations

from support import board, pass_both

from lithoform.catalog.registry import get_def
from lithoform.mechanics.sacrificed_values.nodes import SacrificedPower


def _fling(creature: dict | str, extra: list[str] | None = None) -> int:
    game = board({"battlefield": ["Mountain", "Mountain", creature] + (extra or []), "hand": ["Fling"]})
    name = creature if isinstance(creature, str) else creature["card"]
    game.apply(f"cast {game.find('Fling')}")
    game.apply("target P2")
    game.apply(f"sacrifice {game.find(name)}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    return 20 - game.state.players[1].life


def test_608_2h_fling_compiles_to_the_sacrificed_creatures_power() -> None:
    assert get_def("Fling").faces[0].spell.effect.amount == SacrificedPower()


def test_608_2h_counters_and_anthems_it_had_count() -> None:
    assert _fling({"card": "Grizzly Bears", "counters": {"+1/+1": 2}}) == 4
    assert _fling("Grizzly Bears", ["Glorious Anthem"]) == 3
