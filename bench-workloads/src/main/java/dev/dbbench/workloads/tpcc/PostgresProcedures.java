package dev.dbbench.workloads.tpcc;

import java.util.List;

/**
 * The five transactions as PL/pgSQL functions, each called with one {@code SELECT * FROM} in auto-commit
 * mode, so one call is one transaction. Inputs are drawn by the client, as for the client's execution. A
 * function cannot roll back its own transaction, so New-Order raises SQLSTATE {@value NewOrder#ROLLBACK_STATE}
 * when an item does not exist, which undoes the order as the server rolls the statement back; the client
 * counts that as the rollback the profile asks for.
 */
final class PostgresProcedures {
    private PostgresProcedures() {
    }

    static List<String> create() {
        return List.of(newOrder(), PAYMENT, ORDER_STATUS, DELIVERY, STOCK_LEVEL);
    }

    private static String list(String prefix, String suffix) {
        StringBuilder s = new StringBuilder();
        for (int i = 1; i <= NewOrder.MAX_LINES; i++) {
            s.append(i == 1 ? "" : ", ").append(prefix).append(i).append(suffix);
        }
        return s.toString();
    }

    private static String newOrder() {
        return """
            CREATE FUNCTION tpcc_new_order(p_w INT, p_d INT, p_c INT, p_ol_cnt INT, p_all_local INT, %s, %s, %s)
            RETURNS TABLE (rolled_back INT, total NUMERIC) LANGUAGE plpgsql AS $$
            DECLARE
              v_items INT[] := ARRAY[%s];
              v_supply INT[] := ARRAY[%s];
              v_qty INT[] := ARRAY[%s];
              v_w_tax NUMERIC(4,4);
              v_d_tax NUMERIC(4,4);
              v_discount NUMERIC(4,4);
              v_last VARCHAR(16);
              v_credit CHAR(2);
              v_o_id INT;
              v_price NUMERIC(5,2);
              v_name VARCHAR(24);
              v_i_data VARCHAR(50);
              v_s_data VARCHAR(50);
              v_quantity INT;
              v_dist CHAR(24);
              v_total NUMERIC(12,2) := 0;
            BEGIN
              SELECT w_tax INTO v_w_tax FROM warehouse WHERE w_id = p_w;
              SELECT d_tax, d_next_o_id INTO v_d_tax, v_o_id FROM district WHERE d_w_id = p_w AND d_id = p_d FOR UPDATE;
              UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = p_w AND d_id = p_d;
              SELECT c_discount, c_last, c_credit INTO v_discount, v_last, v_credit FROM customer
                WHERE c_w_id = p_w AND c_d_id = p_d AND c_id = p_c;
              INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, o_ol_cnt, o_all_local)
                VALUES (v_o_id, p_d, p_w, p_c, CURRENT_TIMESTAMP, p_ol_cnt, p_all_local);
              INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (v_o_id, p_d, p_w);
              FOR n IN 1 .. p_ol_cnt LOOP
                SELECT i_price, i_name, i_data INTO v_price, v_name, v_i_data FROM item WHERE i_id = v_items[n];
                IF NOT FOUND THEN
                  RAISE EXCEPTION 'item %% does not exist', v_items[n] USING ERRCODE = '%s';
                END IF;
                SELECT s_quantity, s_data, CASE p_d WHEN 1 THEN s_dist_01 WHEN 2 THEN s_dist_02 WHEN 3 THEN s_dist_03
                    WHEN 4 THEN s_dist_04 WHEN 5 THEN s_dist_05 WHEN 6 THEN s_dist_06 WHEN 7 THEN s_dist_07 WHEN 8 THEN s_dist_08
                    WHEN 9 THEN s_dist_09 ELSE s_dist_10 END
                  INTO v_quantity, v_s_data, v_dist FROM stock WHERE s_w_id = v_supply[n] AND s_i_id = v_items[n] FOR UPDATE;
                UPDATE stock SET s_quantity = CASE WHEN v_quantity - v_qty[n] >= 10 THEN v_quantity - v_qty[n]
                      ELSE v_quantity - v_qty[n] + 91 END,
                    s_ytd = s_ytd + v_qty[n], s_order_cnt = s_order_cnt + 1,
                    s_remote_cnt = s_remote_cnt + CASE WHEN v_supply[n] = p_w THEN 0 ELSE 1 END
                  WHERE s_w_id = v_supply[n] AND s_i_id = v_items[n];
                INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, ol_supply_w_id, ol_quantity, ol_amount,
                    ol_dist_info) VALUES (v_o_id, p_d, p_w, n, v_items[n], v_supply[n], v_qty[n], v_qty[n] * v_price, v_dist);
                v_total := v_total + v_qty[n] * v_price;
              END LOOP;
              RETURN QUERY SELECT 0, v_total * (1 - v_discount) * (1 + v_w_tax + v_d_tax);
            END $$""".formatted(list("p_i", " INT"), list("p_s", " INT"), list("p_q", " INT"), list("p_i", ""), list("p_s", ""),
                list("p_q", ""), NewOrder.ROLLBACK_STATE);
    }

    /** Finds the customer by last name into {@code v_c} when {@code p_by_name} is 1 (clause 2.5.2.2). */
    private static final String BY_LAST_NAME = """
              IF p_by_name = 1 THEN
                SELECT COUNT(*) INTO v_n FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_last = p_last;
                SELECT c_id INTO v_c FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_last = p_last
                  ORDER BY c_first OFFSET (v_n + 1) / 2 - 1 LIMIT 1;
              END IF;
            """;

    private static final String PAYMENT = """
            CREATE FUNCTION tpcc_payment(p_w INT, p_d INT, p_c_w INT, p_c_d INT, p_c INT, p_by_name INT, p_last VARCHAR,
                p_amount DOUBLE PRECISION)
            RETURNS TABLE (paid_c_id INT, paid_c_balance NUMERIC) LANGUAGE plpgsql AS $$
            DECLARE
              v_amount NUMERIC(6,2) := p_amount;
              v_c INT := p_c;
              v_n INT;
              v_w_name VARCHAR(10);
              v_d_name VARCHAR(10);
              v_w RECORD;
              v_d RECORD;
              v_cust RECORD;
            BEGIN
              UPDATE warehouse SET w_ytd = w_ytd + v_amount WHERE w_id = p_w;
              SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip INTO v_w FROM warehouse WHERE w_id = p_w;
              UPDATE district SET d_ytd = d_ytd + v_amount WHERE d_w_id = p_w AND d_id = p_d;
              SELECT d_name, d_street_1, d_street_2, d_city, d_state, d_zip INTO v_d FROM district WHERE d_w_id = p_w AND d_id = p_d;
            """ + BY_LAST_NAME + """
              SELECT c.c_first, c.c_middle, c.c_last, c.c_street_1, c.c_street_2, c.c_city, c.c_state, c.c_zip, c.c_phone,
                  c.c_since, c.c_credit, c.c_credit_lim, c.c_discount, c.c_balance
                INTO v_cust FROM customer c WHERE c.c_w_id = p_c_w AND c.c_d_id = p_c_d AND c.c_id = v_c FOR UPDATE;
              IF v_cust.c_credit = 'BC' THEN
                UPDATE customer c SET c_balance = c.c_balance - v_amount, c_ytd_payment = c.c_ytd_payment + v_amount,
                    c_payment_cnt = c.c_payment_cnt + 1,
                    c_data = SUBSTR(CONCAT(c.c_id, ' ', c.c_d_id, ' ', c.c_w_id, ' ', p_d, ' ', p_w, ' ', v_amount, ' | ', c.c_data), 1, 500)
                  WHERE c.c_w_id = p_c_w AND c.c_d_id = p_c_d AND c.c_id = v_c;
              ELSE
                UPDATE customer c SET c_balance = c.c_balance - v_amount, c_ytd_payment = c.c_ytd_payment + v_amount,
                    c_payment_cnt = c.c_payment_cnt + 1
                  WHERE c.c_w_id = p_c_w AND c.c_d_id = p_c_d AND c.c_id = v_c;
              END IF;
              INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)
                VALUES (v_c, p_c_d, p_c_w, p_d, p_w, CURRENT_TIMESTAMP, v_amount, CONCAT(v_w.w_name, '    ', v_d.d_name));
              RETURN QUERY SELECT v_c, v_cust.c_balance - v_amount;
            END $$""";

    private static final String ORDER_STATUS = """
            CREATE FUNCTION tpcc_order_status(p_c_w INT, p_c_d INT, p_c INT, p_by_name INT, p_last VARCHAR)
            RETURNS TABLE (ol_i_id INT, ol_supply_w_id INT, ol_quantity INT, ol_amount NUMERIC, ol_delivery_d TIMESTAMP)
            LANGUAGE plpgsql AS $$
            DECLARE
              v_c INT := p_c;
              v_n INT;
              v_cust RECORD;
              v_order RECORD;
            BEGIN
            """ + BY_LAST_NAME + """
              SELECT c.c_balance, c.c_first, c.c_middle, c.c_last INTO v_cust FROM customer c
                WHERE c.c_w_id = p_c_w AND c.c_d_id = p_c_d AND c.c_id = v_c;
              SELECT o.o_id, o.o_entry_d, o.o_carrier_id INTO v_order FROM orders o
                WHERE o.o_w_id = p_c_w AND o.o_d_id = p_c_d AND o.o_c_id = v_c ORDER BY o.o_id DESC LIMIT 1;
              RETURN QUERY SELECT l.ol_i_id, l.ol_supply_w_id, l.ol_quantity, l.ol_amount, l.ol_delivery_d FROM order_line l
                WHERE l.ol_w_id = p_c_w AND l.ol_d_id = p_c_d AND l.ol_o_id = v_order.o_id;
            END $$""";

    private static final String DELIVERY = """
            CREATE FUNCTION tpcc_delivery(p_w INT, p_carrier INT) RETURNS INT LANGUAGE plpgsql AS $$
            DECLARE
              v_o INT;
              v_c INT;
              v_amount NUMERIC(12,2);
              v_taken INT;
              v_skipped INT := 0;
            BEGIN
              FOR v_d IN 1 .. 10 LOOP
                SELECT no_o_id INTO v_o FROM new_order WHERE no_w_id = p_w AND no_d_id = v_d ORDER BY no_o_id LIMIT 1;
                IF NOT FOUND THEN
                  v_skipped := v_skipped + 1;
                  CONTINUE;
                END IF;
                DELETE FROM new_order WHERE no_w_id = p_w AND no_d_id = v_d AND no_o_id = v_o;
                GET DIAGNOSTICS v_taken = ROW_COUNT;
                IF v_taken = 0 THEN
                  v_skipped := v_skipped + 1;
                  CONTINUE;
                END IF;
                SELECT o_c_id INTO v_c FROM orders WHERE o_w_id = p_w AND o_d_id = v_d AND o_id = v_o;
                UPDATE orders SET o_carrier_id = p_carrier WHERE o_w_id = p_w AND o_d_id = v_d AND o_id = v_o;
                UPDATE order_line SET ol_delivery_d = CURRENT_TIMESTAMP WHERE ol_w_id = p_w AND ol_d_id = v_d AND ol_o_id = v_o;
                SELECT SUM(ol_amount) INTO v_amount FROM order_line WHERE ol_w_id = p_w AND ol_d_id = v_d AND ol_o_id = v_o;
                UPDATE customer SET c_balance = c_balance + v_amount, c_delivery_cnt = c_delivery_cnt + 1
                  WHERE c_w_id = p_w AND c_d_id = v_d AND c_id = v_c;
              END LOOP;
              RETURN v_skipped;
            END $$""";

    private static final String STOCK_LEVEL = """
            CREATE FUNCTION tpcc_stock_level(p_w INT, p_d INT, p_threshold INT) RETURNS BIGINT LANGUAGE plpgsql AS $$
            DECLARE
              v_next INT;
              v_count BIGINT;
            BEGIN
              SELECT d_next_o_id INTO v_next FROM district WHERE d_w_id = p_w AND d_id = p_d;
              SELECT COUNT(DISTINCT s_i_id) INTO v_count FROM order_line, stock
                WHERE ol_w_id = p_w AND ol_d_id = p_d AND ol_o_id < v_next AND ol_o_id >= v_next - 20
                  AND s_w_id = p_w AND s_i_id = ol_i_id AND s_quantity < p_threshold;
              RETURN v_count;
            END $$""";
}
