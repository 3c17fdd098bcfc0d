"""Karn, the Great Creator, compiled from its Oracle text and played.

Oracle text: Activated abilities of artifacts your opponents control can't be activated. / [+1]: Until your next
turn, up to one target noncreature artifact becomes an artifact creature with power and toughness each equal to
its mana value. / [−2]: You may reveal an artifact card you own from outside the game or choose a face-up
artifact card you own in exile. Put that card into your hand.
(602.5, 611.3a, 611.2b, 613.4b, 400.11b; mechanics/activation_bans, until_next_turn, outside_game)"""

from __future__ import annotations

from support import actions, activate, board, names, pass_both, pass_until, resolve_stack

from lithoform import Game

KARN = "Karn, the Great Creator"


def _karn(p2: dict | None = None, **p1: list) -> Game:
    mine = {"battlefield": [{"card": KARN, "counters": {"loyalty": 5}}, *p1.get("battlefield", [])]}
    for zone in ("hand", "exile", "graveyard"):
        if zone in p1:
            mine[zone] = p1[zone]
    return board(mine, p2)


def test_ruling_opponents_artifacts_abilities_cant_be_activated() -> None:
    """Ruling (2019-05-03): 'Activated abilities contain a colon. ... Triggered abilities (starting with “when,”
    “whenever,” or “at”) are unaffected by Karn.' The opponent's Mind Stone can't be activated (its mana
    ability neither); P1's own can."""
    game = _karn({"battlefield": ["Mind Stone"]}, battlefield=["Mind Stone"])
    mine, theirs = sorted(o for o in game.state.zones["battlefield"] if game.chars(o).name == "Mind Stone")
    assert f"activate {mine} 1" in actions(game)
    from lithoform.rules.activation_limits import activation_banned
    from lithoform.rules.continuous.characteristics import activated_abilities, chars
    ability = activated_abilities(chars(game.state, theirs))[0]
    assert activation_banned(game.state, theirs, ability)
    assert not activation_banned(game.state, mine, activated_abilities(chars(game.state, mine))[0])


def test_ruling_only_artifacts_on_the_battlefield() -> None:
    """Ruling (2019-05-03): 'Karn’s first ability affects only artifacts on the battlefield. Activated abilities
    that work in other zones can still be activated.'"""
    from lithoform.rules.activation_limits import activation_banned
    from lithoform.rules.continuous.characteristics import activated_abilities, chars
    game = _karn({"hand": ["Mind Stone"]})
    card = game.find("Mind Stone", zone="hand")
    abilities = activated_abilities(chars(game.state, card))
    assert abilities and not any(activation_banned(game.state, card, a) for a in abilities)


def test_plus_one_animates_until_your_next_turn_with_x_as_zero() -> None:
    """Ruling (2019-05-03): 'If a permanent has {X} in its mana cost, X is considered to be 0.' (202.3b) The
    +1 makes Mind Stone ({2}) a 2/2 artifact creature until P1's next turn (611.2b); Endless One ({X}) 0/0."""
    game = _karn(battlefield=["Mind Stone"])
    stone = game.find("Mind Stone")
    activate(game, game.find(KARN), 1, stone)
    resolve_stack(game)
    c = game.chars(stone)
    assert {"Artifact", "Creature"} <= set(c.types) and (c.power, c.toughness) == (2, 2)
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # the opponent's turn: still a creature
    assert "Creature" in game.chars(stone).types
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P1's next turn: it has ended
    assert "Creature" not in game.chars(stone).types


def test_ruling_animated_artifact_summoning_sickness() -> None:
    """Ruling (2019-05-03): 'A noncreature permanent that turns into a creature can attack, and its {T}
    abilities can be activated, only if its controller has continuously controlled that permanent since the
    beginning of their most recent turn. It doesn’t matter how long the permanent has been a creature.'"""
    game = _karn(battlefield=[{"card": "Mind Stone", "sick": True}])
    stone = game.find("Mind Stone")
    activate(game, game.find(KARN), 1, stone)
    resolve_stack(game)
    assert f"activate {stone} 1" not in actions(game)  # {T}: Add {C} of a creature that came this turn (302.6)


def test_ruling_minus_two_face_up_artifact_in_exile() -> None:
    """Ruling (2019-05-03): 'Karn’s last ability can’t get a face-down card in exile, even if you know it’s an
    artifact card.' A face-up artifact card P1 owns in exile is put into P1's hand; a lithoform game has no
    cards outside the game (400.11b; main decks only)."""
    game = _karn(exile=["Mind Stone", "Grizzly Bears"])
    activate(game, game.find(KARN), 2)
    pass_both(game)  # it resolves: the choice is made then (608.2d)
    assert game.pending.kind == "choose"
    names = {game.chars(o).name for o in game.pending.options}
    assert names == {"Mind Stone"}
    game.apply(f"choose {game.pending.options[0]}")
    resolve_stack(game)
    assert game.find("Mind Stone", zone="hand")
    assert any(e.kind == "no_cards_outside_the_game" for e in game.state.events())


def test_ruling_outside_the_game_is_the_sideboard() -> None:
    """Ruling (2019-05-03): 'In a casual game, a card you choose from outside the game comes from your personal
    collection. In a tournament event, a card you choose from outside the game must come from your sideboard.
    You may look at your sideboard at any time.' With no sideboard (400.11a) and nothing in exile, the ability
    finds nothing and nothing else changes (tests/rules/test_cr_400_11_cards_outside_the_game.py: with one)."""
    game = _karn(hand=["Grizzly Bears"])
    activate(game, game.find(KARN), 2)
    resolve_stack(game)
    assert names(game, "hand") == ["Grizzly Bears"]
