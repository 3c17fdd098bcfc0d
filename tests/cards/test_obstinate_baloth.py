"""Obstinate Baloth: "When Obstinate Baloth enters the battlefield, you gain 4 life. If a spell or ability an
opponent controls causes you to discard Obstinate Baloth, put it onto the battlefield instead of putting it into
your graveyard." (mechanics/discard_to_battlefield: a replacement effect, 614.1a, of a discard, 701.9a)"""

from __future__ import annotations

from support import board, cast, lands, pass_both, use_compiled
from support.reading import life

use_compiled("Obstinate Baloth", "Mind Rot")

BALOTH = "Obstinate Baloth"


def test_an_opponents_discard_spell_puts_it_onto_the_battlefield() -> None:
    """Mind Rot, cast by the opponent, makes its owner discard it: it enters instead (and its enters ability
    triggers: 4 life)."""
    game = board({"hand": [BALOTH]}, {"hand": ["Mind Rot"], "battlefield": [lands("Swamp", 3)]}, active="P2")
    cast(game, "Mind Rot", "P1")
    pass_both(game)
    assert game.find(BALOTH, zone="battlefield")
    assert game.state.objects[game.find(BALOTH, zone="battlefield")].controller == 0
    while game.state.stack:
        pass_both(game)
    assert life(game, 0) == 24


def test_ruling_it_was_still_discarded() -> None:
    """Ruling (2017-11-17): "If you discard Obstinate Baloth and put it onto the battlefield, you've still
    discarded it." The move is a discard (701.9a), replaced (614.1a)."""
    game = board({"hand": [BALOTH]}, {"hand": ["Mind Rot"], "battlefield": [lands("Swamp", 3)]}, active="P2")
    cast(game, "Mind Rot", "P1")
    pass_both(game)
    moves = [e for e in game.state.events() if e.kind == "zone_change" and "701.9a" in e.rules]
    assert moves and moves[-1].args.get("dst") == "battlefield"


def test_your_own_discard_spell_puts_it_into_the_graveyard() -> None:
    """Only a spell or ability an opponent controls: its owner's own Mind Rot aimed at themself makes an ordinary
    discard (701.9a)."""
    game = board({"hand": [BALOTH, "Mind Rot"], "battlefield": [lands("Swamp", 3)]})
    cast(game, "Mind Rot", "P1")
    pass_both(game)
    assert game.find(BALOTH, zone="graveyard:0")
    assert life(game, 0) == 20
