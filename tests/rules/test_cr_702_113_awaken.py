"""CR 702.113a: "'Awaken N—[cost]' means 'You may pay [cost] rather than pay this spell's mana cost as you cast
this spell' and 'If this spell's awaken cost was paid, put N +1/+1 counters on target land you control. That
land becomes a 0/0 Elemental creature with haste. It's still a land.'" 702.113b: "The controller of a spell
with awaken chooses the target of the awaken spell ability only if that player chose to pay the spell's awaken
cost. Otherwise the spell is cast as if it didn't have that target." Played with Clutch of Currents ({U}:
return target creature to its owner's hand; awaken 3—{4}{U}) and Coastal Discovery ({3}{U}: draw two cards;
awaken 4—{5}{U})."""

from __future__ import annotations

from support import (
    activate,
    basics,
    board,
    counters,
    hand_size,
    names,
    pass_both,
    pt,
    use_compiled,
)

from lithoform.rules.continuous.characteristics import chars

use_compiled("Clutch of Currents", "Coastal Discovery")


def _game(card: str, islands: int = 6):  # noqa: ANN202
    return board({"hand": [card], "battlefield": basics(Island=islands)}, {"battlefield": ["Grizzly Bears"]})


def test_702_113a_cast_for_its_awaken_cost_a_land_becomes_a_0_0_elemental_with_n_counters() -> None:
    game = _game("Clutch of Currents")
    game.apply(f"cast {game.find('Clutch of Currents', zone='hand')}")
    assert game.pending.kind == "alternative"
    game.apply("alternative awaken")
    bears = game.find("Grizzly Bears")
    game.apply(f"target {bears}")
    land = game.state.zones["battlefield"][0]
    assert game.pending.kind == "target" and land in game.pending.options
    game.apply(f"target {land}")
    game.apply("autopay")
    pass_both(game)
    assert names(game, "hand", 1) == ["Grizzly Bears"]
    obj = game.state.objects[land]
    assert counters(game, land) == 3 and pt(game, land) == (3, 3)
    c = chars(game.state, land)
    assert {"Creature", "Land"} <= set(c.types) and "Elemental" in c.subtypes and "haste" in c.keywords
    assert obj.controller == 0


def test_702_113b_cast_for_its_mana_cost_there_is_no_land_target() -> None:
    game = _game("Clutch of Currents", islands=1)
    game.apply(f"cast {game.find('Clutch of Currents', zone='hand')}")
    if game.pending.kind == "alternative":
        game.apply("alternative none")
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert game.pending.kind != "target"
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert names(game, "hand", 1) == ["Grizzly Bears"]
    assert all(counters(game, o) == 0 for o in game.state.zones["battlefield"])


def test_608_2b_with_only_the_awaken_target_illegal_the_spell_is_countered() -> None:
    """Coastal Discovery's only target is the land: gone in response (its controller sacrifices the Evolving
    Wilds it targeted), the spell doesn't resolve and no card is drawn."""
    game = board({"hand": ["Coastal Discovery"], "battlefield": [*basics(Island=6), "Evolving Wilds"]})
    game.apply(f"cast {game.find('Coastal Discovery', zone='hand')}")
    game.apply("alternative awaken")
    wilds = game.find("Evolving Wilds")
    game.apply(f"target {wilds}")
    game.apply("autopay")
    activate(game, wilds, 1)  # in response: sacrifice it
    pass_both(game)
    game.apply("choose")  # the Wilds' search finds nothing
    before = hand_size(game, 0)
    pass_both(game)
    assert hand_size(game, 0) == before and "Coastal Discovery" in names(game, "graveyard", 0)
