"""CR 122.1 / 603.2 / 120.3d: 'Whenever you put one or more -1/-1 counters on a creature' (mechanics/
counter_putters): the player putting counters is the controller of the resolving spell or ability (608.2), of
the wither source whose damage becomes -1/-1 counters (120.3d; Nest of Scarabs' ruling), of a cost paid
(602.2b), or of a permanent entering with them (Generous Patron's ruling); once for each creature."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, resolve_stack, triggers


def test_120_3d_wither_damage_is_you_putting_counters() -> None:
    """Nest of Scarabs: 'create that many 1/1 black Insect creature tokens.' Ruling: "If a creature with wither
    or infect deals damage to a creature, the controller of the creature with wither or infect puts that many
    -1/-1 counters on the second creature." Puncture Blast deals 3 damage (wither) to a 4/4: three Insects."""
    game = board({"battlefield": ["Nest of Scarabs", *basics(Mountain=3)], "hand": ["Puncture Blast"]},
                 {"battlefield": ["Centaur Courser"]})
    cast(game, "Puncture Blast", game.find("Centaur Courser"))
    pass_both(game)
    resolve_stack(game)
    assert names(game, "battlefield", 0).count("Insect Token") == 3


def test_608_2_a_spell_you_control_puts_them() -> None:
    """Contagion Clasp's enters ability puts a -1/-1 counter on P2's creature: Hapatra makes a Snake."""
    game = board({"battlefield": ["Hapatra, Vizier of Poisons", *basics(Swamp=4)], "hand": ["Contagion Clasp"]},
                 {"battlefield": ["Centaur Courser"]})
    cast(game, "Contagion Clasp")
    pass_both(game)
    cast_target = game.find("Centaur Courser")
    if game.pending.kind == "targets" or game.pending.kind == "target":
        game.apply(f"target {cast_target}")
    resolve_stack(game)
    assert names(game, "battlefield", 0).count("Snake Token") == 1


def test_an_opponents_counters_arent_yours() -> None:
    """P2's Puncture Blast on P1's creature: P2 puts the counters; P1's Nest of Scarabs doesn't trigger."""
    game = board({"battlefield": ["Nest of Scarabs", "Centaur Courser"]},
                 {"battlefield": basics(Mountain=3), "hand": ["Puncture Blast"]}, active="P2", turn=4)
    cast(game, "Puncture Blast", game.find("Centaur Courser"))
    pass_both(game)
    resolve_stack(game)
    assert triggers(game, "Nest of Scarabs") == 0
