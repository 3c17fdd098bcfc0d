"""Nissa, Vastwood Seer // Nissa, Sage Animist: "Whenever a land enters the battlefield under your control, if you
control seven or more lands, exile Nissa, then return her to the battlefield transformed under her owner's
control." (603.4, 701.13a, 712.14a); "[−2]: Create Ashaya, the Awoken World, a legendary 4/4 green Elemental
creature token." (111.4); "[−7]: Untap up to six target lands. They become 6/6 Elemental creatures. They're still
lands." (205.1b, 611.2a)."""

from __future__ import annotations

from support import activate, battlefield_names, board, resolve_stack

NISSA = "Nissa, Vastwood Seer // Nissa, Sage Animist"
P1, P2 = 0, 1


def test_nissa_transforms_when_the_seventh_land_enters() -> None:
    """Ruling: "A Magic Origins planeswalker that enters the battlefield because of the ability of its front face
    will enter with loyalty counters as normal." Six Forests and a seventh played: Nissa, Sage Animist with 3."""
    game = board({"battlefield": [NISSA, {"card": "Forest", "count": 6}], "hand": ["Forest"]})
    game.apply(f"play {game.find('Forest', zone='hand')}")
    resolve_stack(game)
    assert "Nissa, Sage Animist" in battlefield_names(game, P1)
    assert game.state.objects[game.find("Nissa, Sage Animist")].counter("loyalty") == 3


def test_nissa_entering_with_seven_lands_doesnt_transform() -> None:
    """Ruling: "Nissa, Vastwood Seer is exiled as a result of her second triggered ability. If she enters the
    battlefield while you control seven or more lands, she won't automatically be exiled and transform." """
    game = board({"battlefield": [{"card": "Forest", "count": 7}], "hand": [NISSA], "library": ["Island"] * 5})
    game.apply(f"cast {game.find('Nissa, Vastwood Seer', zone='hand')}")
    game.apply("autopay")
    for _ in range(10):
        if game.pending.kind == "may":
            game.apply("no")  # the Forest search is optional
        elif game.state.stack:
            game.apply("pass")
        else:
            break
    assert "Nissa, Vastwood Seer" in battlefield_names(game, P1)


def test_nissa_sage_animist_creates_ashaya_a_legendary_named_token() -> None:
    """'[−2]: Create Ashaya, the Awoken World, a legendary 4/4 green Elemental creature token.' (111.4: the
    effect names the token; 205.4d: it is legendary)."""
    game = board({"battlefield": [{"card": NISSA, "face": 1, "counters": {"loyalty": 3}}]})
    activate(game, game.find("Nissa, Sage Animist"), 2)
    resolve_stack(game)
    ashaya = game.find("Ashaya, the Awoken World")
    c = game.chars(ashaya)
    assert (c.power, c.toughness, set(c.colors)) == (4, 4, {"G"})
    assert "Legendary" in c.supertypes and "Elemental" in c.subtypes


def test_nissa_sage_animist_ultimate_makes_lands_6_6_elementals_for_good() -> None:
    """'[−7]: Untap up to six target lands. They become 6/6 Elemental creatures. They're still lands.' No duration:
    the lands stay creatures after the turn ends (611.2a), and untapped."""
    game = board({"battlefield": [{"card": NISSA, "face": 1, "counters": {"loyalty": 7}},
                                  {"card": "Forest", "count": 2, "tapped": True}]})
    forests = game.zone("battlefield", P1)
    forests = [o for o in forests if game.chars(o).name == "Forest"]
    activate(game, game.find("Nissa, Sage Animist"), 3, *forests)
    resolve_stack(game)
    for _ in range(60):  # to the opponent's turn: the effect lasts
        if game.state.turn == 4:
            break
        game.apply("pass" if game.pending.kind == "priority" else "done")
    for f in forests:
        c = game.chars(f)
        assert (c.power, c.toughness) == (6, 6)
        assert {"Creature", "Land"} <= set(c.types) and "Elemental" in c.subtypes and "Forest" in c.subtypes
