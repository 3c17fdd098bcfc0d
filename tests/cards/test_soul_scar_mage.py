"""Soul-Scar Mage, compiled from its Oracle text: 'Prowess' / 'If a source you control would deal noncombat
damage to a creature an opponent controls, put that many -1/-1 counters on that creature instead.' (614.1a: a
replacement of the damage event; 122.1: the counters)."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until, pt, resolve_stack, to_attackers, use_compiled

MAGE = "Soul-Scar Mage"
use_compiled(MAGE)


def test_614_1a_noncombat_damage_becomes_minus_counters() -> None:
    game = board({"battlefield": [MAGE, "Mountain"], "hand": ["Shock"]}, {"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    cast(game, "Shock", angel)
    resolve_stack(game)
    obj = game.state.objects[angel]
    assert obj.counter("-1/-1") == 2 and obj.damage == 0 and pt(game, angel) == (2, 2)


def test_damage_to_a_player_or_your_own_creature_is_dealt() -> None:
    game = board({"battlefield": [MAGE, "Grizzly Bears", "Mountain", "Mountain"], "hand": ["Shock", "Shock"]},
                 {"battlefield": ["Serra Angel"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 18
    cast(game, "Shock", bears)
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="graveyard")  # your own creature: dealt 2 damage, it died


def test_combat_damage_is_dealt() -> None:
    """'noncombat damage': combat damage to an opponent's creature is dealt as usual (510.2)."""
    game = board({"battlefield": [MAGE]}, {"battlefield": ["Llanowar Elves"]}, step="beginning_of_combat")
    mage = game.find(MAGE)
    to_attackers(game)
    game.apply(f"attack {mage} P2")
    game.apply("done")
    game.apply("pass")
    game.apply("pass")  # P2 gets the blockers decision
    game.apply(f"block {game.find('Llanowar Elves')} {mage}")
    game.apply("done")
    pass_until(game, "end")
    assert game.find("Llanowar Elves", zone="graveyard")  # 1 damage marked on a 1/1: destroyed (704.5g)


def test_ruling_a_fight_is_simultaneous() -> None:
    """Ruling 2017-04-18: "If an effect causes a creature you control to fight a creature an opponent controls,
    the damage is dealt simultaneously. For instance, if your 2/2 creature fights an opponent's 4/4 creature,
    your creature will be dealt 4 damage and your opponent's creature will have two -1/-1 counters put on it." """
    game = board({"battlefield": [MAGE, "Grizzly Bears", "Forest"], "hand": ["Prey Upon"]},
                 {"battlefield": ["Serra Angel"]})
    bears, angel = game.find("Grizzly Bears"), game.find("Serra Angel")
    cast(game, "Prey Upon", bears, angel)
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    assert game.state.objects[angel].counter("-1/-1") == 2 and game.state.objects[angel].damage == 0


def test_ruling_an_opponents_spell_making_your_source_deal_damage() -> None:
    """Ruling 2017-04-18: "If a spell or ability an opponent controls causes a source you control to deal
    noncombat damage to a creature an opponent controls, that damage will be replaced with -1/-1 counters."
    The opponent's Prey Upon makes your Grizzly Bears fight their Serra Angel: the Angel gets two counters."""
    game = board({"battlefield": [MAGE, "Grizzly Bears"]},
                 {"battlefield": ["Serra Angel", "Forest"], "hand": ["Prey Upon"]}, active="P2")
    bears, angel = game.find("Grizzly Bears"), game.find("Serra Angel")
    cast(game, "Prey Upon", angel, bears)
    resolve_stack(game)
    assert game.state.objects[angel].counter("-1/-1") == 2 and game.state.objects[angel].damage == 0


def test_ruling_it_isnt_prevention() -> None:
    """Ruling 2017-04-18: "Soul-Scar Mage's effect isn't a prevention effect. Damage that can't be prevented
    will be replaced with -1/-1 counters." (Skullcrack: damage can't be prevented this turn.)"""
    game = board({"battlefield": [MAGE, "Mountain", "Mountain", "Mountain", "Mountain"],
                  "hand": ["Skullcrack", "Shock"]}, {"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    cast(game, "Skullcrack", "P2")
    resolve_stack(game)
    cast(game, "Shock", angel)
    resolve_stack(game)
    assert game.state.objects[angel].counter("-1/-1") == 2 and game.state.objects[angel].damage == 0


def test_prowess_still_triggers() -> None:
    game = board({"battlefield": [MAGE, "Mountain"], "hand": ["Shock"]})
    mage = game.find(MAGE)
    cast(game, "Shock", "P2")
    pass_both(game)
    assert pt(game, mage) == (2, 3)
