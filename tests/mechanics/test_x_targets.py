"""601.2b-c: 'Tap X target creatures.', 'each of X targets', 'destroy up to X target lands, where X is ...': a
target requirement whose number is an amount. X is announced before the targets are chosen (601.2b), so the
player then chooses exactly X different targets (115.3), or up to X; an X the targets can't follow can't be
announced (mechanics/x_targets)."""

from __future__ import annotations

from support import (
    basics,
    battlefield_names,
    board,
    cast,
    legal,
    names,
    pass_both,
    resolve_stack,
    use_compiled,
)
from support.reading import events

use_compiled("Icy Blast", "Meteor Blast", "Rumbling Crescendo", "Midnight Ritual", "Vitality Hunter")


def test_601_2c_icy_blast_taps_exactly_x_target_creatures() -> None:
    """'Tap X target creatures.' with X = 2: two targets must be chosen (one isn't enough), both are tapped."""
    game = board({"battlefield": [*basics(Island=3)], "hand": ["Icy Blast"]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"]})
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    game.apply(f"cast {game.find('Icy Blast', zone='hand')}")
    game.apply("x 2")
    game.apply(f"target {bears}")
    assert game.pending.kind == "target"
    assert not legal(game, "done")  # 601.2c: X = 2 targets, not fewer
    game.apply(f"target {elves}")
    game.apply("autopay")
    pass_both(game)
    assert game.state.objects[bears].tapped and game.state.objects[elves].tapped
    assert not game.state.objects[game.find("Savannah Lions")].tapped


def test_601_2b_x_can_be_no_more_than_the_targets_there_are() -> None:
    """Two creatures on the battlefield: X = 3 can't be announced for 'tap X target creatures' (601.2b-c)."""
    game = board({"battlefield": [*basics(Island=5)], "hand": ["Icy Blast"]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    game.apply(f"cast {game.find('Icy Blast', zone='hand')}")
    assert game.pending.kind == "x"
    assert game.pending.max == 2
    assert legal(game, "x 2") and not legal(game, "x 3")


def test_608_2b_x_of_0_chooses_no_target_and_the_spell_still_resolves() -> None:
    """X = 0: no target is chosen; a spell without targets isn't removed for illegal targets (608.2b)."""
    game = board({"battlefield": [*basics(Island=1)], "hand": ["Icy Blast"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Icy Blast", x=0)
    pass_both(game)
    assert names(game, "graveyard", 0) == ["Icy Blast"]
    assert not game.state.objects[game.find("Grizzly Bears")].tapped
    assert events(game, "fizzle") == []


def test_115_3_meteor_blast_deals_4_damage_to_each_of_x_targets() -> None:
    """'Meteor Blast deals 4 damage to each of X targets.' Ruling (2015-11-04): "Meteor Blast can't target the
    same permanent or player more than once." """
    game = board({"battlefield": [*basics(Mountain=5)], "hand": ["Meteor Blast"]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Meteor Blast', zone='hand')}")
    game.apply("x 2")
    game.apply(f"target {bears}")
    assert bears not in game.pending.options  # 115.3: the same object can't be chosen twice
    game.apply("target -2")  # the opponent
    game.apply("autopay")
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Grizzly Bears"]
    assert game.state.players[1].life == 16
    assert battlefield_names(game, 1) == ["Hill Giant"]


def test_608_2b_meteor_blast_still_damages_its_legal_targets() -> None:
    """Ruling (2015-11-04): "If some but not all of Meteor Blast's targets have become illegal by the time it
    tries to resolve, it will deal damage to the remaining legal targets. Illegal targets won't be affected." """
    game = board({"battlefield": [*basics(Mountain=5, Island=1)], "hand": ["Meteor Blast", "Unsummon"]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    cast(game, "Meteor Blast", bears, giant, x=2)
    cast(game, "Unsummon", bears)
    resolve_stack(game)
    assert names(game, "hand", 1) == ["Grizzly Bears"]
    assert names(game, "graveyard", 1) == ["Hill Giant"]


def test_601_2c_up_to_x_where_x_is_the_verse_counters() -> None:
    """'Destroy up to X target lands, where X is the number of verse counters on Rumbling Crescendo.': with two
    counters, up to two lands (the counters are counted as the targets are chosen, before the sacrifice is
    paid, 601.2c, 601.2h)."""
    game = board({"battlefield": [{"card": "Rumbling Crescendo", "counters": {"verse": 2}}, *basics(Mountain=1)]},
                 {"battlefield": [*basics(Forest=3)]})
    game.apply(f"activate {game.find('Rumbling Crescendo')} 1")
    assert game.pending.kind == "target"
    assert (game.pending.min, game.pending.max) == (0, 2)
    options = [o for o in game.pending.options if o > 0 and game.state.objects[o].controller == 1]
    game.apply(f"target {options[0]}")
    game.apply(f"target {options[1]}")
    assert game.pending.kind != "target"  # the most it can have: the choice ends
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Forest", "Forest"]
    assert battlefield_names(game, 1) == ["Forest"]


def test_601_2c_midnight_ritual_exiles_x_target_creature_cards_from_your_graveyard() -> None:
    """'Exile X target creature cards from your graveyard. For each creature card exiled this way, create a 2/2
    black Zombie creature token.'"""
    game = board({"battlefield": [*basics(Swamp=5)], "hand": ["Midnight Ritual"],
                  "graveyard": ["Grizzly Bears", "Hill Giant", "Shock"]})
    bears, giant = game.find("Grizzly Bears", zone="graveyard"), game.find("Hill Giant", zone="graveyard")
    cast(game, "Midnight Ritual", bears, giant, x=2)
    pass_both(game)
    assert names(game, "exile", 0) == ["Grizzly Bears", "Hill Giant"]
    assert sum(1 for n in battlefield_names(game, 0) if "Zombie" in n) == 2


def test_701_37_vitality_hunter_up_to_x_targets_with_the_monstrosity_x() -> None:
    """'{X}{W}{W}: Monstrosity X.' and 'When Vitality Hunter becomes monstrous, put a lifelink counter on each of
    up to X target creatures.': the trigger's X is the monstrosity X (up to 1 here)."""
    game = board({"battlefield": ["Vitality Hunter", "Grizzly Bears", "Llanowar Elves", *basics(Plains=3)]})
    hunter, bears = game.find("Vitality Hunter"), game.find("Grizzly Bears")
    game.apply(f"activate {hunter} 1")
    game.apply("x 1")
    game.apply("autopay")
    pass_both(game)  # the monstrosity ability resolves; the trigger is put on the stack as its targets are chosen
    assert game.pending.kind == "target"
    assert (game.pending.min, game.pending.max) == (0, 1)
    game.apply(f"target {bears}")
    pass_both(game)
    assert game.state.objects[bears].counter("lifelink") == 1
    assert game.state.objects[game.find("Llanowar Elves")].counter("lifelink") == 0
