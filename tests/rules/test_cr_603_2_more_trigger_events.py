"""CR 603.2 trigger events: '~ attacks alone' (506.5), 'a land enters under an opponent's control' (603.6a),
'~ is dealt combat damage' (510.2), 'you cast a historic spell' (700.6), 'you cast a kicked spell' (702.33d),
'a creature attacks you or a planeswalker you control' (508.1b, 508.1m), '~ deals damage to a creature'
(120.1). Cards compiled from their Oracle text."""

from __future__ import annotations

from support import board, pass_both, pass_until, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _triggers(game, card: str) -> int:
    return sum(1 for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == card)


def test_603_2_the_events_compile() -> None:
    for name in ("Lunk Errant", "Polluted Bonds", "Pious Warrior", "Cabal Paladin", "Lullmage's Familiar",
                 "Blood Reckoning", "Lowland Basilisk", "Sengir Vampire", "Akki Ronin", "Destructive Urge",
                 "Experimental Synthesizer", "Muzzle"):
        assert compile_card(get_card(name)).ok, name


def test_506_5_attacks_alone_only_when_it_is_the_only_attacker() -> None:
    for others, expected in (([], 1), (["Grizzly Bears"], 0)):
        game = board({"battlefield": ["Lunk Errant", *others]}, step="beginning_of_combat")
        pass_both(game)
        game.apply(f"attack {game.find('Lunk Errant')} P2")
        for name in others:
            game.apply(f"attack {game.find(name)} P2")
        game.apply("done")
        assert _triggers(game, "Lunk Errant") == expected


def test_603_6a_a_land_entering_under_an_opponents_control() -> None:
    game = board({"battlefield": ["Polluted Bonds"]}, {"hand": ["Forest"]}, active="P2")
    game.apply(f"play {game.find('Forest')}")
    resolve_stack(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 22


def test_603_6a_your_own_land_does_not_trigger_it() -> None:
    game = board({"battlefield": ["Polluted Bonds"], "hand": ["Forest"]})
    game.apply(f"play {game.find('Forest')}")
    assert _triggers(game, "Polluted Bonds") == 0


def test_700_6_a_historic_spell_triggers_and_a_nonhistoric_one_does_not() -> None:
    game = board({"battlefield": ["Cabal Paladin", "Forest", "Forest"], "hand": ["Ornithopter", "Grizzly Bears"]})
    game.apply(f"cast {game.find('Ornithopter')}")
    resolve_stack(game)
    assert game.state.players[1].life == 18
    game.apply(f"cast {game.find('Grizzly Bears')}")
    game.apply("autopay")
    resolve_stack(game)
    assert _triggers(game, "Cabal Paladin") == 1


def test_702_33d_a_kicked_spell_triggers_and_an_unkicked_one_does_not() -> None:
    game = board({"battlefield": ["Lullmage's Familiar", *["Mountain"] * 6], "hand": ["Burst Lightning"] * 2})
    game.apply(f"cast {game.find('Burst Lightning')}")
    game.apply("additional none")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)
    assert _triggers(game, "Lullmage's Familiar") == 0
    game.apply(f"cast {game.find('Burst Lightning')}")
    game.apply("additional kicker")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)
    assert _triggers(game, "Lullmage's Familiar") == 1
    assert game.state.players[0].life == 22


def test_508_1m_each_creature_attacking_you_triggers() -> None:
    """Blood Reckoning ruling: "Blood Reckoning will trigger once for each creature that attacks you or a
    planeswalker you control." """
    game = board({"battlefield": ["Blood Reckoning"]}, {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                 step="beginning_of_combat", active="P2")
    pass_both(game)
    game.apply(f"attack {game.find('Grizzly Bears')} P1")
    game.apply(f"attack {game.find('Hill Giant')} P1")
    game.apply("done")
    assert _triggers(game, "Blood Reckoning") == 2
    resolve_stack(game)
    assert game.state.players[1].life == 18


def test_510_2_dealt_combat_damage_gains_that_much() -> None:
    game = board({"battlefield": ["Hill Giant"]}, {"battlefield": ["Pious Warrior"]}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Hill Giant')} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply(f"block {game.find('Pious Warrior')} {game.find('Hill Giant')}")
    game.apply("done")
    pass_until(game, "end_of_combat")
    assert game.state.players[1].life == 23


def test_120_1_a_source_an_opponent_controls_dealing_damage_to_you() -> None:
    """Retaliator Griffin: 'Whenever a source an opponent controls deals damage to you, you may put that many
    +1/+1 counters on Retaliator Griffin.' Its own controller's Shock to themself doesn't trigger it."""
    game = board({"battlefield": ["Retaliator Griffin", "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]}, active="P2")
    game.apply(f"cast {game.find('Shock', player=1)}")
    game.apply("target P1")
    game.apply("autopay")
    while game.pending.kind != "priority" or game.state.stack:
        if game.pending.kind == "priority":
            game.apply("pass")
        else:
            game.apply("yes")
    griffin = game.find("Retaliator Griffin")
    assert game.state.objects[griffin].counter("+1/+1") == 2
    assert _triggers(game, "Retaliator Griffin") == 1


def test_119_10_gain_life_for_the_first_time_each_turn() -> None:
    game = board({"battlefield": ["Attended Healer", "Plains", "Plains"], "hand": ["Healing Salve", "Healing Salve"]})
    for _ in range(2):
        game.apply(f"cast {game.find('Healing Salve', zone='hand')}")
        game.apply("mode 1") if game.pending.kind == "mode" else None
        game.apply("target P1") if game.pending.kind == "target" else None
        game.apply("autopay")
        resolve_stack(game)
    assert game.state.players[0].life == 26
    assert _triggers(game, "Attended Healer") == 1


def test_701_21a_sacrificing_another_permanent_compiles() -> None:
    for name in ("Bloodbriar", "Body Dropper", "Fleshtaker", "Cleric of Life's Bond"):
        assert compile_card(get_card(name)).ok, name


def test_603_2_becomes_the_target_of_a_spell_you_control_not_an_opponents() -> None:
    """Stormchaser Drake: 'Whenever Stormchaser Drake becomes the target of a spell you control, draw a card.'"""
    game = board({"battlefield": ["Stormchaser Drake", "Island"], "hand": ["Giant Growth"]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]})
    drake = game.find("Stormchaser Drake")
    game.apply("pass")
    game.apply(f"cast {game.find('Shock', player=1)}")
    game.apply(f"target {drake}")
    game.apply("autopay")
    assert _triggers(game, "Stormchaser Drake") == 0


def test_701_21a_when_you_sacrifice_it_only_for_itself() -> None:
    assert compile_card(get_card("Daemogoth Woe-Eater")).ok


def test_120_1_enchanted_creature_deals_damage_to_an_opponent() -> None:
    """Curiosity: 'Whenever enchanted creature deals damage to an opponent, you may draw a card.'"""
    game = board({"battlefield": ["Grizzly Bears", {"card": "Curiosity", "attached_to": "Grizzly Bears"}]},
                 step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    game.apply("done")
    pass_until(game, "combat_damage")
    assert _triggers(game, "Curiosity") == 1
