"""Library searches past the one-sentence form (mechanics/search_steps; 701.23a-b, 701.24a, 107.3, 201.2, 406.3),
compiled from the Oracle text and played.

Traverse the Outlands: 'Search your library for up to X basic land cards, where X is the greatest power among
creatures you control. Put those cards onto the battlefield tapped, then shuffle.'
Diabolic Revelation: 'Search your library for up to X cards, put those cards into your hand, then shuffle.'
Shared Summons: 'Search your library for up to two creature cards with different names, reveal them, put them
into your hand, then shuffle.'
Mana Severance: 'Search your library for any number of land cards, exile them, then shuffle.'
Extract: 'Search target player's library for a card and exile it. Then that player shuffles.'
Bribery: 'Search target opponent's library for a creature card and put that card onto the battlefield under your
control. Then that player shuffles.'
Goblin Recruiter: 'When Goblin Recruiter enters the battlefield, search your library for any number of Goblin
cards, reveal them, then shuffle and put those cards on top in any order.'"""

from __future__ import annotations

from support import basics, board, cast, events, names, pass_both, use_compiled, zone_names

use_compiled("Traverse the Outlands", "Diabolic Revelation", "Shared Summons", "Mana Severance", "Extract",
             "Bribery", "Goblin Recruiter", "Craw Wurm", "Grizzly Bears", "Goblin Piker", "Mons's Goblin Raiders",
             "Jungle Wayfinder", "Shock", "Hoarding Dragon", "Sol Ring", "Doom Blade")


def _choose(game, *cards: str) -> None:  # noqa: ANN001
    ids = [o for o in game.pending.options if game.state.objects[o].card in cards]
    picked: list[int] = []
    for card in cards:
        picked.append(next(o for o in ids if game.state.objects[o].card == card and o not in picked))
    game.apply("choose " + " ".join(str(o) for o in picked))


def test_107_3_up_to_x_where_x_is_counted_as_the_search_begins() -> None:
    """Traverse the Outlands with a 6/4 Craw Wurm: up to 6 basic land cards, each entering tapped (701.23a)."""
    game = board({"hand": ["Traverse the Outlands"], "battlefield": [*basics(Forest=5), "Craw Wurm"],
                  "library": ["Forest", "Island", "Grizzly Bears", "Swamp"]})
    cast(game, "Traverse the Outlands")
    pass_both(game)
    assert game.pending.kind == "choose" and (game.pending.min, game.pending.max) == (0, 6)
    assert {game.state.objects[o].card for o in game.pending.options} == {"Forest", "Island", "Swamp"}
    _choose(game, "Island", "Swamp")
    found = [o for o in game.zone("battlefield", 0) if game.state.objects[o].card in ("Island", "Swamp")]
    assert len(found) == 2 and all(game.state.objects[o].tapped for o in found)
    assert names(game, "library") == ["Forest", "Grizzly Bears"]
    assert events(game, "shuffle")


def test_701_23a_up_to_x_cards_of_any_kind_may_find_fewer() -> None:
    """Diabolic Revelation for X=2: up to two cards, so none is a legal answer too."""
    game = board({"hand": ["Diabolic Revelation"], "battlefield": basics(Swamp=7),
                  "library": ["Forest", "Island", "Grizzly Bears"]})
    cast(game, "Diabolic Revelation", x=2)
    pass_both(game)
    assert (game.pending.min, game.pending.max) == (0, 2)
    _choose(game, "Grizzly Bears")
    assert names(game, "hand") == ["Grizzly Bears"]
    assert len(game.zone("library", 0)) == 2


def test_201_2_cards_with_different_names_one_at_a_time() -> None:
    """Shared Summons: once a Grizzly Bears is found, no other Grizzly Bears may be."""
    game = board({"hand": ["Shared Summons"], "battlefield": basics(Forest=5),
                  "library": ["Grizzly Bears", "Grizzly Bears", "Craw Wurm", "Forest"]})
    cast(game, "Shared Summons")
    pass_both(game)
    assert {game.state.objects[o].card for o in game.pending.options} == {"Grizzly Bears", "Craw Wurm"}
    _choose(game, "Grizzly Bears")
    assert {game.state.objects[o].card for o in game.pending.options} == {"Craw Wurm"}
    _choose(game, "Craw Wurm")
    assert sorted(names(game, "hand")) == ["Craw Wurm", "Grizzly Bears"]
    assert events(game, "reveal_cards")


def test_406_3_found_cards_are_exiled() -> None:
    """Mana Severance: any number of land cards, into exile (701.23a, 406.3)."""
    game = board({"hand": ["Mana Severance"], "battlefield": basics(Island=2),
                  "library": ["Forest", "Island", "Grizzly Bears"]})
    cast(game, "Mana Severance")
    pass_both(game)
    assert (game.pending.min, game.pending.max) == (0, 3)
    _choose(game, "Forest", "Island")
    assert sorted(names(game, "exile")) == ["Forest", "Island"]
    assert names(game, "library") == ["Grizzly Bears"]


def test_701_23a_searching_another_players_library() -> None:
    """Extract: the caster searches the target player's library (any card, so one must be found if there is
    one), exiles it, and that player's library is shuffled (701.24a)."""
    game = board({"hand": ["Extract"], "battlefield": basics(Island=1)},
                 {"library": ["Craw Wurm", "Forest", "Island"]})
    cast(game, "Extract", -2)
    pass_both(game)
    assert game.pending.player == 0 and (game.pending.min, game.pending.max) == (1, 1)
    _choose(game, "Craw Wurm")
    assert names(game, "exile", 1) == ["Craw Wurm"]
    assert len(game.zone("library", 1)) == 2
    assert [e.args["player"] for e in events(game, "shuffle")][:1] == [1]


def test_bribery_puts_the_creature_onto_the_battlefield_under_your_control() -> None:
    """Bribery's rulings: 'Because the “search” requires you to find a card with certain characteristics, you
    don’t have to find the card if you don’t want to.' / 'You put the creature onto the battlefield, so you
    control it and any “enters the battlefield” abilities it has.'"""
    game = board({"hand": ["Bribery"], "battlefield": basics(Island=5)},
                 {"library": ["Craw Wurm", "Forest"]})
    cast(game, "Bribery", -2)
    pass_both(game)
    assert game.pending.min == 0  # a creature card: a stated quality (701.23b)
    assert {game.state.objects[o].card for o in game.pending.options} == {"Craw Wurm"}
    _choose(game, "Craw Wurm")
    wurm = game.find("Craw Wurm", zone="battlefield")
    assert game.state.objects[wurm].controller == 0 and game.state.objects[wurm].owner == 1
    assert names(game, "library", 1) == ["Forest"]


def test_701_24a_shuffle_then_put_the_found_cards_on_top_in_any_order() -> None:
    """Goblin Recruiter: the found Goblins stay in the library through the shuffle, then go on top in the
    order chosen."""
    game = board({"hand": ["Goblin Recruiter"], "battlefield": basics(Mountain=2),
                  "library": ["Forest", "Goblin Piker", "Island", "Mons's Goblin Raiders", "Swamp"]})
    cast(game, "Goblin Recruiter")
    pass_both(game)  # the creature resolves; its trigger goes on the stack
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.min == 0
    _choose(game, "Goblin Piker", "Mons's Goblin Raiders")
    # 'in any order': the topmost first
    _choose(game, "Mons's Goblin Raiders")
    assert zone_names(game, "library")[:2] == ["Mons's Goblin Raiders", "Goblin Piker"]
    assert len(game.zone("library", 0)) == 5


def test_701_23a_each_player_may_search_for_a_card_into_their_own_hand() -> None:
    """Jungle Wayfinder: 'When Jungle Wayfinder enters the battlefield, each player may search their library for a
    basic land card, reveal it, put it into their hand, then shuffle.' (mechanics/player_search): each player
    searches as themselves, so the card goes to its owner's hand (400.3)."""
    game = board({"hand": ["Jungle Wayfinder"], "battlefield": basics(Forest=4), "library": ["Island", "Shock"]},
                 {"library": ["Swamp", "Grizzly Bears"]})
    cast(game, "Jungle Wayfinder")
    pass_both(game)
    pass_both(game)
    game.apply("yes")
    _choose(game, "Island")
    game.apply("yes")
    _choose(game, "Swamp")
    assert names(game, "hand", 0) == ["Island"]
    assert names(game, "hand", 1) == ["Swamp"]


def test_607_2a_a_card_exiled_by_a_search_is_linked_to_its_source() -> None:
    """Hoarding Dragon: 'When Hoarding Dragon enters the battlefield, you may search your library for an artifact
    card, exile it, then shuffle. / When Hoarding Dragon dies, you may put the exiled card into its owner's
    hand.'"""
    game = board({"hand": ["Hoarding Dragon", "Doom Blade"], "battlefield": basics(Mountain=5, Swamp=2),
                  "library": ["Sol Ring", "Forest"]})
    cast(game, "Hoarding Dragon")
    pass_both(game)
    pass_both(game)
    game.apply("yes")
    _choose(game, "Sol Ring")
    assert names(game, "exile") == ["Sol Ring"]
    cast(game, "Doom Blade", game.find("Hoarding Dragon", zone="battlefield"))
    pass_both(game)
    assert names(game, "graveyard") == ["Doom Blade", "Hoarding Dragon"]
    pass_both(game)
    game.apply("yes")
    assert "Sol Ring" in names(game, "hand")
