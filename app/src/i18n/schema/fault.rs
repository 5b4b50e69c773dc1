//! Why a file did not arrive or was refused, why a position string does not parse, and the rules
//! in words: the clauses the notices, the tablebase line and the pages fill into their own
//! sentences (both modules). The app's types are worded with these in `crate::words`.

crate::message_table! {
    /// The reasons and the rules' names (one instance per language, in `i18n/<lang>/fault.rs`).
    /// Every text is a clause (no capital, no full stop) that a sentence of another section
    /// holds. `{0}`, `{1}`, … as each field says.
    pub struct FaultText {
        /// No answer from the server.
        fetch_network,
        /// `{0}` the HTTP status.
        fetch_status,
        /// A whole file for a range: `{0}` its bytes, `{1}`–`{2}` the range asked for.
        fetch_ranges,
        /// The same when the server did not say how many bytes: `{0}`–`{1}` the range.
        fetch_ranges_unknown,
        /// Other bytes than the range asked for: `{0}`–`{1}` the range.
        fetch_wrong_range,
        /// The download was stopped.
        fetch_aborted,
        /// The browser cannot fetch here.
        fetch_unsupported,

        /// The manifest is not one: `{0}` what is wrong with it.
        tb_manifest,
        /// Another format version: `{0}` the file's, `{1}` this app's.
        tb_version,
        /// Built for other rules: `{0}` those rules in words.
        tb_variant,
        /// Shorter or longer than its header says: `{0}` its bytes.
        tb_truncated,
        /// Not a tablebase file.
        tb_not_a_file,
        /// The server sent a web page instead.
        tb_html,
        /// A file of another build.
        tb_build,
        /// A check failed: `{0}` which ([`FaultText::check_length`] and the others).
        tb_corrupt,

        /// The names of the checks a file's bytes go through.
        check_length,
        check_magic,
        check_checksum,
        check_header,
        check_entries,
        check_pack_length,
        check_manifest,
        check_chunk_id,
        check_value,
        check_key_order,
        check_key_table,
        check_value_codes,

        /// Not JSON: `{0}` the byte where the reader stopped.
        manifest_json,
        /// JSON, not an object.
        manifest_not_object,
        /// `{0}` the field, as the file spells it.
        manifest_missing,
        /// `{0}` the field, `{1}` what it should be ([`FaultText::want_text`] and the others).
        manifest_wrong_type,
        /// `{0}` the field.
        manifest_out_of_range,
        /// `{0}` the field.
        manifest_duplicate,
        /// Another file format.
        manifest_format,
        /// Rules that do not exist.
        manifest_rules,
        /// The build id is not hexadecimal.
        manifest_build,
        /// Fields out of range or disagreeing.
        manifest_inconsistent,
        /// Value code lengths that make no code.
        manifest_value_codes,
        /// What a manifest field should be.
        want_text,
        want_integer,
        want_bytes,
        want_list,
        want_pairs,

        /// A position string without its side to move.
        position_missing_side,
        /// The side to move is not 1 or 2.
        position_side,
        /// `{0}` rows found.
        position_rows,
        /// `{0}` the rank, `{1}` the squares found.
        position_squares,
        /// `{0}` the square.
        position_blank,
        /// `{0}` the square, `{1}` the character, `{2}` P1, `{3}` P2.
        position_unknown,
        /// `{0}` the square.
        position_dot,
        /// `{0}` the square, `{1}` the size.
        position_twice,
        /// `{0}` the square.
        position_order,
        /// `{0}` the player, `{1}` the count, `{2}` the size, `{3}` pieces of a size per player.
        position_too_many,

        /// The standard rules.
        rules_standard,
        /// Other rules: `{0}` how they differ from the standard ones, joined by
        /// [`FaultText::rules_and`].
        rules_but,
        /// One piece of each size per player.
        rules_one_piece,
        /// No piece covers another.
        rules_no_cover,
        /// Revealing a line loses.
        rules_reveal_loses,
        /// Between two differences.
        rules_and,
        /// A rules code no rules have.
        rules_unknown,
    }
}
