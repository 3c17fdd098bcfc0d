"""CR 613.1d-e and 105.3, 205.1b: 'becomes' effects of resolving spells and abilities. '[Object] becomes
[color] until end of turn' sets its colors in layer 5 (the new colors replace the old, 105.3); '... becomes
an artifact in addition to its other types' adds a card type in layer 4 and keeps the others (205.1b); with no
duration it lasts as long as the object exists (611.2a). Played with Singe ("... That creature becomes black
until end of turn."), Liquimetal Coating and Captivating Vampire."""

from __future__ import annotations

from support import activate, basics, board, cast, pass_both, pass_until, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Singe", "Liquimetal Coating", "Captivating Vampire")


def test_105_3_becomes_black_until_end_of_turn() -> None:
    game = board({"hand": ["Singe"], "battlefield": [*basics(Mountain=1), "Hill Giant"]})
    giant = game.find("Hill Giant")
    cast(game, "Singe", giant)
    pass_both(game)
    assert set(chars(game.state, giant).colors) == {"B"}  # red no longer (105.3)
    pass_until(game, "upkeep", turn=4)
    assert set(chars(game.state, giant).colors) == {"R"}  # 514.2: it ended with the turn


def test_205_1b_an_artifact_in_addition_to_its_other_types() -> None:
    game = board({"battlefield": ["Liquimetal Coating", "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    activate(game, game.find("Liquimetal Coating"), 1, bears)
    pass_both(game)
    c = chars(game.state, bears)
    assert set(c.types) == {"Artifact", "Creature"} and "Bear" in c.subtypes
    assert set(c.colors) == {"G"}  # Liquimetal Coating ruling: becoming an artifact doesn't change its colors


def test_611_2a_with_no_duration_it_stays_a_vampire() -> None:
    """Captivating Vampire ruling (2010-08-15): "the affected creature remains a Vampire in addition to its
    other types until the game ends, the creature leaves the battlefield, or a later effect changes its types
    or subtypes.\""""
    vampires = [{"card": "Captivating Vampire"}] + [{"card": "Vampire Nighthawk"}] * 4
    game = board({"battlefield": vampires}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"activate {game.find('Captivating Vampire')} 1")
    while game.pending.kind != "priority":
        p = game.pending
        if p.kind == "target":
            game.apply(f"target {bears}")
        else:
            game.apply(f"tap {p.options[0]}" if p.kind == "tap" else "autopay")
    pass_both(game)
    pass_until(game, "upkeep", turn=4)
    c = chars(game.state, bears)
    assert "Vampire" in c.subtypes and "Bear" in c.subtypes
    assert game.state.objects[bears].controller == 0
