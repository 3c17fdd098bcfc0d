"""611.2b: 'another target permanent gains indestructible for as long as you control Kyodai': the effect lasts
while its controller controls the source; if that duration never starts, the effect does nothing
(mechanics/control_duration, WhileYouControlSource)."""

from __future__ import annotations

from support import basics, board, cast, events, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

KYODAI = "Kyodai, Soul of Kamigawa"


def _kyodai_on(bears: str = "Grizzly Bears"):  # type: ignore[no-untyped-def]
    game = board({"battlefield": [*basics(Plains=4, Mountain=1), bears], "hand": [KYODAI, "Lightning Bolt"]})
    cast(game, KYODAI)
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "target", game.pending
    game.apply(f"target {game.find(bears)}")
    return game


def test_they_compile() -> None:
    for name in (KYODAI, "Aegis Angel", "Icefall Regent", "Extraction Specialist", "Tidebinder Mage"):
        assert compile_card(get_card(name)).ok, name


def test_611_2b_the_permanent_has_indestructible_while_you_control_kyodai() -> None:
    game = _kyodai_on()
    resolve_stack(game)
    assert "indestructible" in game.chars(game.find("Grizzly Bears")).keywords
    cast(game, "Lightning Bolt", game.find(KYODAI))
    resolve_stack(game)
    assert game.find(KYODAI, zone="graveyard")
    assert "indestructible" not in game.chars(game.find("Grizzly Bears")).keywords


def test_611_2b_a_duration_that_never_starts_does_nothing() -> None:
    """Kyodai leaves before its ability resolves: the duration never starts (611.2b's example)."""
    game = _kyodai_on()
    cast(game, "Lightning Bolt", game.find(KYODAI))
    game.apply("pass")
    game.apply("pass")  # the Bolt resolves first; Kyodai dies (704.5g)
    resolve_stack(game)
    assert game.find(KYODAI, zone="graveyard")
    assert "indestructible" not in game.chars(game.find("Grizzly Bears")).keywords
    assert events(game, "effect_never_starts")
